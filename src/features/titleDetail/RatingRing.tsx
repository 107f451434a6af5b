import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';

import { formatRating } from '@/lib/format';

const SIZE = 64;
const STROKE = 6;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The circular rating (spec): vote_average out of 10 as a ring filled by that share, the value in the
 * middle. Screen readers hear 'Rated 7.8 out of 10' (or 'Not rated yet' for a title without votes).
 */
export function RatingRing({ voteAverage }: { voteAverage: number | null | undefined }) {
  const { t } = useLingui();
  const rating = formatRating(voteAverage);
  const share = rating ? Math.min(1, Number(rating) / 10) : 0;
  return (
    <Box
      role="img"
      aria-label={rating ? t`Rated ${rating} out of 10` : t`Not rated yet`}
      sx={{
        position: 'relative',
        width: SIZE,
        height: SIZE,
        flexShrink: 0,
        borderRadius: '50%',
        bgcolor: 'overlay.scrim',
      }}
    >
      <Box
        component="svg"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        aria-hidden
        sx={{ display: 'block', width: SIZE, height: SIZE, transform: 'rotate(-90deg)' }}
      >
        <Box
          component="circle"
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          sx={{ stroke: (theme) => theme.palette.overlay.outline }}
        />
        <Box
          component="circle"
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
          sx={{ stroke: (theme) => theme.palette.primary.main }}
        />
      </Box>
      <Box
        component="span"
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 800,
          fontSize: '1.1rem',
          color: 'common.white',
        }}
      >
        {rating ?? 'NR'}
      </Box>
    </Box>
  );
}
