import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import type { ReactNode } from 'react';

import { airDateLabel, episodeNumber } from '@/lib/airDate';
import { formatRating, yearOf } from '@/lib/format';
import type { CardItem } from '@/lib/mediaItem';
import { detailPath } from '@/lib/slug';
import { visuallyHidden } from '@/lib/visuallyHidden';

import { CardMarkContext } from './cardMark';
import { DetailLink } from './DetailLink';
import { PosterImage } from './PosterImage';

const TYPE_LABEL: Record<CardItem['media_type'], MessageDescriptor> = {
  movie: msg`Movie`,
  tv: msg`TV Series`,
  person: msg`Actor`,
  collection: msg`Collection`,
};

interface MediaCardProps {
  item: CardItem;
  /** Show a small Movie / TV Series badge (mixed lists). */
  showType?: boolean;
  eager?: boolean;
  /** Extra controls drawn over the poster (selection checkbox, remove button). */
  overlay?: ReactNode;
}

/** Poster, title, year and rating of one title, linking to its detail page. */
export function MediaCard({ item, showType = false, eager = false, overlay }: MediaCardProps) {
  const year = yearOf(item.date);
  const mark = useContext(CardMarkContext);
  const rating = item.media_type === 'person' ? null : formatRating(item.vote_average);
  const { t } = useLingui();
  return (
    <Card
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        bgcolor: 'background.paper',
        transition: 'transform 150ms ease',
        '&:hover, &:focus-within': { transform: 'translateY(-4px)' },
      }}
    >
      <DetailLink
        to={detailPath(item.media_type, item.id, item.title)}
        prefetch={{ type: item.media_type, id: item.id }}
        underline="none"
        color="inherit"
        sx={{ display: 'block', height: '100%' }}
      >
        <Box sx={{ position: 'relative' }}>
          <PosterImage
            id={item.id}
            title={item.title}
            year={year}
            path={item.image_path}
            eager={eager}
            alt=""
          />
          {showType && (
            <Box
              component="span"
              sx={{
                position: 'absolute',
                top: 8,
                left: 8,
                px: 1,
                py: 0.25,
                borderRadius: 1,
                fontSize: '0.75rem',
                fontWeight: 700,
                bgcolor: 'overlay.scrim',
                color: 'common.white',
              }}
            >
              {t(TYPE_LABEL[item.media_type])}
            </Box>
          )}
          {rating && (
            <Box
              component="span"
              aria-label={t`Rated ${rating} out of 10`}
              sx={{
                position: 'absolute',
                top: 8,
                right: 8,
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                px: 0.75,
                py: 0.25,
                borderRadius: 1,
                fontSize: '0.8rem',
                fontWeight: 700,
                bgcolor: 'overlay.scrim',
                color: 'common.white',
              }}
            >
              <StarIcon aria-hidden sx={{ fontSize: 14, color: 'primary.main' }} />
              {rating}
            </Box>
          )}
        </Box>
        <Box sx={{ p: 1.25 }}>
          <CardTitle>{item.title}</CardTitle>
          <Typography variant="body2" color="text.secondary">
            {item.media_type === 'person'
              ? item.department || t(TYPE_LABEL.person)
              : year || '\u00a0'}
          </Typography>
          {item.role ? (
            <Typography variant="body2" color="text.secondary" noWrap dir="auto" title={item.role}>
              {item.role}
            </Typography>
          ) : null}
          {item.latest_episode ? <LatestEpisodeLine episode={item.latest_episode} /> : null}
          {mark?.(item)}
        </Box>
      </DetailLink>
      {overlay}
    </Card>
  );
}

/**
 * 'S2 E5 · Nov 3, 2019': the episode that puts a show on the demo's airing list, its date with the
 * year always (the snapshot's dates may be years old, and the server renders it for any visitor). On
 * a narrow card the date goes under the number rather than being cut.
 */
function LatestEpisodeLine({ episode }: { episode: NonNullable<CardItem['latest_episode']> }) {
  const { t, i18n } = useLingui();
  const number = episodeNumber(i18n, episode.season_number, episode.episode_number);
  const date = airDateLabel(i18n.locale, episode.air_date);
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 0.5,
        '& > span': { whiteSpace: 'nowrap' },
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {t`Latest episode:`}
      </Box>{' '}
      <span>{date ? `${number} ·` : number}</span>{' '}
      {date && episode.air_date ? (
        <span>
          <time dateTime={episode.air_date}>{date}</time>
        </span>
      ) : null}
    </Typography>
  );
}

/** A card's title: one line, cut with an ellipsis, the full text on hover. Cards are h3 under a page's h2. */
export function CardTitle({ children }: { children: string }) {
  return (
    <Typography
      component="h3"
      sx={{ fontWeight: 600, fontSize: '0.95rem', lineHeight: 1.3 }}
      noWrap
      dir="auto"
      title={children}
    >
      {children}
    </Typography>
  );
}
