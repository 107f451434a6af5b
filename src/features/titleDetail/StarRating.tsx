import { useLingui } from '@lingui/react/macro';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';

import { starValue } from '@/lib/detailFacts';

const STARS = [0, 1, 2, 3, 4];

/**
 * The five-star rating (spec: vote_average / 2 to one decimal). Each star is filled by its share of the
 * value, and the value is written beside them, so the rating never rests on the drawing alone.
 */
export function StarRating({ voteAverage }: { voteAverage: number | null | undefined }) {
  const { t } = useLingui();
  const value = starValue(voteAverage);
  const stars = Number(value);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        role="img"
        aria-label={t`${value} out of 5 stars`}
        sx={{ display: 'inline-flex', color: 'primary.main' }}
      >
        {STARS.map((index) => {
          const fill = Math.min(1, Math.max(0, stars - index));
          return (
            <Box
              key={index}
              component="span"
              aria-hidden
              sx={{ position: 'relative', display: 'inline-flex', width: 22, height: 22 }}
            >
              <StarBorderIcon sx={{ fontSize: 22 }} />
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  inset: 0,
                  width: `${fill * 100}%`,
                  overflow: 'hidden',
                  display: 'inline-flex',
                }}
              >
                <StarIcon sx={{ fontSize: 22 }} />
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box component="span" aria-hidden sx={{ fontWeight: 700 }}>
        {value}
      </Box>
    </Box>
  );
}
