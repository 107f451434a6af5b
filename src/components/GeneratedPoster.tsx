import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

/** A stable colour from an id: the golden-angle hue walk spreads neighbouring ids apart. */
export function posterColour(id: number): string {
  const hue = Math.round((Math.abs(id) * 137.508) % 360);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS colour
  return `hsl(${hue} 42% 26%)`;
}

interface GeneratedPosterProps {
  id: number;
  title: string;
  year?: string;
  /** Width / height; posters are 2/3, backdrops 16/9. */
  aspectRatio?: string;
}

/** Drawn in place of a missing or failed image: the title and year on a colour from the id. */
export function GeneratedPoster({ id, title, year, aspectRatio = '2 / 3' }: GeneratedPosterProps) {
  return (
    <Box
      role="img"
      aria-label={year ? `${title} (${year})` : title}
      sx={{
        aspectRatio,
        width: '100%',
        bgcolor: posterColour(id),
        backgroundImage: ({ palette }) =>
          `linear-gradient(160deg, ${alpha(palette.common.white, 0.12)}, ${alpha(palette.common.black, 0.35)})`,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        p: 1.5,
        color: 'common.white',
        overflow: 'hidden',
      }}
    >
      <Typography
        component="span"
        aria-hidden
        sx={{ fontWeight: 700, lineHeight: 1.2, fontSize: '1rem', overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {year && (
        <Typography component="span" aria-hidden sx={{ fontSize: '0.85rem', opacity: 0.85 }}>
          {year}
        </Typography>
      )}
    </Box>
  );
}
