import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import Box from '@mui/material/Box';
import { PageWidth } from '@/components/PageWidth';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';

import { Pill } from '@/components/Pill';
import { PosterImage } from '@/components/PosterImage';
import type { CollectionDetails } from '@common/tmdb';

import { CollectionBackdrop } from './CollectionBackdrop';
import { partCount } from './collectionParts';

export const COLLECTION_HEADING_ID = 'collection-heading';

interface CollectionHeroProps {
  collection: Pick<CollectionDetails, 'id' | 'name' | 'overview' | 'poster_path' | 'backdrop_path'>;
  /** How many parts the list below shows. */
  partsShown: number;
}

/** Backdrop, poster, the page's h1 (the collection's name), its overview and how many parts it has. */
export function CollectionHero({ collection, partsShown }: CollectionHeroProps) {
  const { i18n } = useLingui();
  const { id, name, overview, poster_path, backdrop_path } = collection;
  return (
    <Box
      component="section"
      aria-labelledby={COLLECTION_HEADING_ID}
      sx={{ position: 'relative', overflow: 'hidden', minHeight: { xs: 320, md: 460 } }}
    >
      <CollectionBackdrop id={id} path={backdrop_path} />
      <PageWidth
        max="xl"
        sx={{
          position: 'relative',
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
          gap: { xs: 3, md: 5 },
          pt: { xs: 6, md: 12 },
          pb: { xs: 4, md: 6 },
        }}
      >
        <Box
          sx={{
            width: { xs: 140, sm: 180, md: 240 },
            flexShrink: 0,
            borderRadius: 2,
            overflow: 'hidden',
            boxShadow: 8,
          }}
        >
          {/* The name is the heading beside it, so the poster adds nothing to read. */}
          <PosterImage id={id} title={name} path={poster_path} size="w342" eager alt="" />
        </Box>
        <Box sx={{ maxWidth: 760 }}>
          <Box sx={{ mb: 1.5 }}>
            <Pill icon={<CollectionsBookmarkIcon aria-hidden />}>
              <Trans>Collection</Trans>
            </Pill>
          </Box>
          <Typography
            id={COLLECTION_HEADING_ID}
            variant="h1"
            dir="auto"
            sx={{ mb: 1.5, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Typography sx={{ fontWeight: 600, mb: 1.5 }}>{partCount(i18n, partsShown)}</Typography>
          {overview ? (
            <Typography color="text.secondary" dir="auto" sx={{ fontSize: '1.05rem' }}>
              {overview}
            </Typography>
          ) : null}
        </Box>
      </PageWidth>
    </Box>
  );
}
