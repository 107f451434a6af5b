import { Trans, useLingui } from '@lingui/react/macro';
import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { MovieDetails } from '@common/tmdb';
import { posterColour } from '@/components/GeneratedPoster';
import { imageUrl } from '@/lib/image';
import { detailPath } from '@/lib/slug';
import { useImageBase } from '@/services/site';

export type Collection = NonNullable<MovieDetails['belongs_to_collection']>;

/**
 * 'Part of the Collection' (spec): the collection's name over its backdrop, linking to
 * /collection/{id}. The backdrop is decoration (a CSS background), with the collection's colour
 * underneath when it is missing or fails.
 */
export function CollectionBanner({ collection }: { collection: Collection }) {
  const { t } = useLingui();
  const headingId = useId();
  const { name } = collection;
  const base = useImageBase();
  const backdrop = imageUrl(base, collection.backdrop_path, 'w1280');
  const colour = posterColour(collection.id);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 2,
        px: { xs: 3, md: 5 },
        py: { xs: 4, md: 6 },
        bgcolor: colour,
        backgroundImage: ({ palette }) => {
          const page = palette.background.default;
          const shade = `linear-gradient(90deg, ${alpha(page, 0.92)} 0%, ${alpha(page, 0.6)} 60%, ${alpha(page, 0.3)} 100%)`;
          return backdrop ? `${shade}, url("${backdrop}")` : shade;
        },
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Typography
        id={headingId}
        variant="h2"
        sx={{ fontSize: '1rem', fontWeight: 700, color: 'primary.main', mb: 1 }}
      >
        <Trans>Part of the Collection</Trans>
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, fontWeight: 800, mb: 2 }}
      >
        {collection.name}
      </Typography>
      <Button
        component={RouterLink}
        to={detailPath('collection', collection.id)}
        variant="contained"
        startIcon={<CollectionsBookmarkIcon />}
        aria-label={t`View Collection: ${name}`}
        sx={{ minHeight: 44 }}
      >
        <Trans>View Collection</Trans>
      </Button>
    </Box>
  );
}
