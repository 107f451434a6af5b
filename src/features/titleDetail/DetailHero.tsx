import { Trans, useLingui } from '@lingui/react/macro';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { MediaType } from '@common/mediaType';
import { posterAlt } from '@common/imageText';
import type { MovieDetails, TvDetails } from '@common/tmdb';
import { PageWidth } from '@/components/PageWidth';
import { posterColour } from '@/components/GeneratedPoster';
import { Pill } from '@/components/Pill';
import { Fact, FactList, GenreLinks } from '@/components/TitleFacts';
import { PosterImage } from '@/components/PosterImage';
import { MAX_COMPANIES, typeListPath, yearListPath } from '@/lib/detailFacts';
import { titleOf, yearOf } from '@/lib/format';
import { formatRuntime } from '@/lib/runtime';
import { imageUrl } from '@/lib/image';
import { useImageBase } from '@/services/site';

import { Overview } from './Overview';
import { RatingRing } from './RatingRing';
import { StarRating } from './StarRating';

export type TitleDetails = MovieDetails | TvDetails;

// The crew lines (and the rules that pick a title's directors and writers) load beside the page's
// first render, asked for as soon as this module runs: the TV page's first load sits at its budget.
// A page the server rendered shows them at once; it hydrates them when their code is in.
const loadCrewLines = () => import(/* webpackChunkName: "crew-lines" */ './CrewLines');
if (typeof window !== 'undefined') void loadCrewLines();
const CrewLines = lazy(() => loadCrewLines().then(({ CrewLines }) => ({ default: CrewLines })));

/** The id of the page's h1, which names the hero section. */
export const DETAIL_TITLE_ID = 'detail-title';

/** The backdrop behind the hero (decorative), or a wash in the title's colour without one. */
function DetailBackdrop({ id, path }: { id: number; path: string | null | undefined }) {
  const base = useImageBase();
  const src = imageUrl(base, path, 'w1280');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const cover = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;
  if (base === undefined && path) return <Box aria-hidden sx={{ ...cover, bgcolor: 'grey.900' }} />;
  if (!src || failedSrc === src) {
    const colour = posterColour(id);
    return (
      <Box
        aria-hidden
        sx={{
          ...cover,
          backgroundImage: ({ palette }) =>
            `linear-gradient(135deg, ${colour} 0%, ${palette.background.default} 85%)`,
        }}
      />
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt=""
      fetchPriority="high"
      decoding="async"
      onError={() => setFailedSrc(src)}
      sx={{ ...cover, objectFit: 'cover', objectPosition: 'center top', bgcolor: 'grey.900' }}
    />
  );
}

/** One fact of the row under the title; facts are separated by a dot drawn in CSS. */
/** 'Production' followed by up to a few names. */
function NamesLine({ label, names }: { label: string; names: string[] }) {
  if (!names.length) return null;
  return (
    <Typography color="text.secondary">
      <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {label}:
      </Box>{' '}
      {names.join(', ')}
    </Typography>
  );
}

interface DetailHeroProps {
  type: MediaType;
  details: TitleDetails;
  /** 'R', 'TV-MA'... or 'NR'. */
  certification: string;
  /** Minutes (an episode's for a show). */
  runtime: number | null | undefined;
  /** A show the visitor has finished ('Watched' badge). */
  watched: boolean;
  /** The action panel, under the facts. */
  children?: ReactNode;
}

/**
 * The top of a detail page (spec): backdrop, poster, the title as the page's h1, the rating ring,
 * certification, year and type links, runtime, status, the 'Watched' badge for a finished show, the
 * five-star rating, genre links, the overview with Read More, a show's creators and a title's directors
 * and writers (linking to their pages), and up to three production companies.
 */
export function DetailHero({
  type,
  details,
  certification,
  runtime,
  watched,
  children,
}: DetailHeroProps) {
  const { t, i18n } = useLingui();
  const title = titleOf(details);
  const date = 'title' in details ? details.release_date : details.first_air_date;
  const year = yearOf(date);
  const companies = (details.production_companies ?? [])
    .slice(0, MAX_COMPANIES)
    .map((company) => company.name);

  return (
    <Box
      component="section"
      aria-labelledby={DETAIL_TITLE_ID}
      sx={{ position: 'relative', overflow: 'hidden', isolation: 'isolate' }}
    >
      <DetailBackdrop id={details.id} path={details.backdrop_path} />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background: ({ palette }) => {
            const page = palette.background.default;
            return `linear-gradient(90deg, ${alpha(page, 0.95)} 0%, ${alpha(page, 0.8)} 50%, ${alpha(page, 0.55)} 100%), linear-gradient(0deg, ${page} 0%, ${alpha(page, 0)} 50%)`;
          },
        }}
      />
      <PageWidth max="xl" sx={{ position: 'relative', py: { xs: 4, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: '1fr', md: '280px 1fr', xl: '320px 1fr' },
            alignItems: 'start',
          }}
        >
          <Box
            sx={{
              width: { xs: 200, sm: 240, md: '100%' },
              mx: { xs: 'auto', md: 0 },
              borderRadius: 2,
              overflow: 'hidden',
              boxShadow: ({ palette }) => `0 16px 40px ${palette.overlay.shadow}`,
            }}
          >
            <PosterImage
              id={details.id}
              title={title}
              year={year}
              path={details.poster_path}
              size="w500"
              eager
              alt={posterAlt(i18n, title)}
            />
          </Box>

          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
            <Typography
              id={DETAIL_TITLE_ID}
              variant="h1"
              dir="auto"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography>

            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
              <RatingRing voteAverage={details.vote_average} />
              <StarRating voteAverage={details.vote_average} />
            </Box>

            <FactList>
              <Fact label={t`Certification`}>
                <Box
                  component="span"
                  sx={{
                    px: 1,
                    border: 1,
                    borderColor: 'text.secondary',
                    borderRadius: 1,
                    fontWeight: 700,
                    color: 'text.primary',
                  }}
                >
                  {certification}
                </Box>
              </Fact>
              <Fact label={t`Year`}>
                {year ? (
                  <Link component={RouterLink} to={yearListPath(type, year)} color="inherit">
                    {year}
                  </Link>
                ) : (
                  t`N/A`
                )}
              </Fact>
              <Fact label={t`Type`}>
                <Link component={RouterLink} to={typeListPath(type)} color="inherit">
                  {type === 'movie' ? t`Movie` : t`TV Show`}
                </Link>
              </Fact>
              <Fact label={t`Runtime`}>
                <AccessTimeIcon aria-hidden sx={{ fontSize: '1.1rem' }} />
                {formatRuntime(i18n, runtime)}
              </Fact>
              {details.status ? <Fact label={t`Status`}>{i18n._(details.status)}</Fact> : null}
              {watched ? (
                <Box component="li" sx={{ display: 'inline-flex' }}>
                  <Pill icon={<CheckCircleIcon aria-hidden />}>
                    <Trans>Watched</Trans>
                  </Pill>
                </Box>
              ) : null}
            </FactList>

            <GenreLinks type={type} genres={details.genres} />

            <Overview text={details.overview} />

            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <Suspense fallback={null}>
                <CrewLines details={details} />
              </Suspense>
              <NamesLine label={t`Production`} names={companies} />
            </Box>

            {children}
          </Box>
        </Box>
      </PageWidth>
    </Box>
  );
}
