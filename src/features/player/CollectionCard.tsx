import { Trans } from '@lingui/react/macro';
import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { MovieDetails } from '@common/tmdb';
import { PosterImage } from '@/components/PosterImage';
import { detailPath } from '@/lib/slug';

type Collection = NonNullable<MovieDetails['belongs_to_collection']>;

/** The player's 'Part of Collection' card (spec), linking to the collection's page. */
export function CollectionCard({ collection }: { collection: Collection }) {
  return (
    <Card variant="outlined" sx={{ bgcolor: 'background.paper', maxWidth: 420 }}>
      {/* A plain link: MUI's CardActionArea would add 1.5 KB to the player's first load. */}
      <Link
        component={RouterLink}
        to={detailPath('collection', collection.id)}
        underline="none"
        color="inherit"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 1.5,
          '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
        }}
      >
        <Box sx={{ width: 64, flexShrink: 0 }}>
          <PosterImage
            id={collection.id}
            title={collection.name}
            path={collection.poster_path ?? null}
            size="w185"
            alt=""
          />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h2"
            variant="body2"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              color: 'primary.main',
              fontWeight: 700,
            }}
          >
            <CollectionsBookmarkIcon aria-hidden sx={{ fontSize: '1.1rem' }} />
            <Trans>Part of Collection</Trans>
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{collection.name}</Typography>
        </Box>
      </Link>
    </Card>
  );
}
