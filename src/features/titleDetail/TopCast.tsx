import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';

import type { CastMember } from '@common/tmdb';
import { DetailLink } from '@/components/DetailLink';
import { FallbackImage } from '@/components/FallbackImage';
import { imageUrl } from '@/lib/image';
import { nearScreenOnly } from '@/lib/nearScreen';
import { detailPath } from '@/lib/slug';
import { useImageBase } from '@/services/site';
import { CARD_GRID_COLUMNS } from '@/lib/cardGrid';

import { START_ROWS, useGridColumns } from './useGridColumns';

/** The section's height with its first rows of cards: 723-806 px from 375 to 1440 px wide. */
const CAST_HEIGHT = 780;

/** Shown in place of the grid when a title has no cast (a snapshot without credits, say). */
export const NO_CAST = msg`No cast information available.`;

/** The cast once each, in billing order: TMDB lists a person twice when they play two parts. */
export function uniqueCast(cast: readonly CastMember[] | undefined): CastMember[] {
  const seen = new Set<number>();
  return (cast ?? []).filter((member) => {
    if (seen.has(member.id)) return false;
    seen.add(member.id);
    return true;
  });
}

/** The photo, or a silhouette while there is none or it failed to load (decorative: the name follows). */
function CastPhoto({ path }: { path: string | null }) {
  const base = useImageBase();
  const src = imageUrl(base, path, 'w185');
  const frame = { display: 'block', width: '100%', aspectRatio: '2 / 3', bgcolor: 'grey.900' };
  return (
    <FallbackImage
      src={src}
      sx={{ ...frame, objectFit: 'cover' }}
      fallback={
        <Box
          aria-hidden
          sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
        >
          {/* While the image base is unknown the frame only holds the space. */}
          {!(base === undefined && path) && <PersonIcon sx={{ fontSize: 64 }} />}
        </Box>
      }
    />
  );
}

function CastCard({ member }: { member: CastMember }) {
  return (
    <Card component="article" sx={{ height: '100%', bgcolor: 'background.paper' }}>
      <DetailLink
        to={detailPath('person', member.id, member.name)}
        prefetch={{ type: 'person', id: member.id }}
        underline="none"
        color="inherit"
        sx={{ display: 'block', height: '100%' }}
      >
        <CastPhoto path={member.profile_path} />
        <Box sx={{ p: 1.25 }}>
          <Typography
            component="h3"
            noWrap
            dir="auto"
            title={member.name}
            sx={{ fontWeight: 600, fontSize: '0.95rem', lineHeight: 1.3 }}
          >
            {member.name}
          </Typography>
          {member.character && (
            <Typography
              variant="body2"
              color="text.secondary"
              noWrap
              dir="auto"
              title={member.character}
            >
              {member.character}
            </Typography>
          )}
        </Box>
      </DetailLink>
    </Card>
  );
}

/**
 * 'Top Cast': each person links to their actor page. Two rows show at first (6, 4, 3 or 2 per row by
 * width, spec); a toggle shows the rest and hides it again.
 */
export function TopCast({ cast }: { cast: CastMember[] | undefined }) {
  const { t } = useLingui();
  const headingId = useId();
  const listId = useId();
  const people = useMemo(() => uniqueCast(cast), [cast]);
  const columns = useGridColumns();
  // Expanded for this cast only: another title in the same page starts collapsed again.
  const [expandedCast, setExpandedCast] = useState<CastMember[] | undefined>(undefined);
  const expanded = expandedCast !== undefined && expandedCast === cast;
  const startCount = columns * START_ROWS;
  const shown = expanded ? people : people.slice(0, startCount);
  const count = people.length;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      // Below the hero and "Where to watch" at any width.
      sx={{ my: 4, ...nearScreenOnly(CAST_HEIGHT) }}
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2 }}>
        <Trans>Top Cast</Trans>
      </Typography>
      {people.length === 0 ? (
        <Typography color="text.secondary">{t(NO_CAST)}</Typography>
      ) : (
        <>
          <Box
            component="ul"
            id={listId}
            aria-label={t`Cast`}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: { xs: 1.5, md: 2 },
              gridTemplateColumns: CARD_GRID_COLUMNS,
            }}
          >
            {shown.map((member) => (
              <li key={member.id}>
                <CastCard member={member} />
              </li>
            ))}
          </Box>
          {people.length > startCount && (
            <Box sx={{ mt: 2, textAlign: 'center' }}>
              <Button
                variant="outlined"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setExpandedCast(expanded ? undefined : cast)}
              >
                {expanded
                  ? t`Show Less`
                  : t`${plural(count, { one: 'Show All # Cast Members', other: 'Show All # Cast Members' })}`}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
