import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';

import { DetailLink } from '@/components/DetailLink';
import { PosterImage } from '@/components/PosterImage';
import { detailPath } from '@/lib/slug';

import { PART_TYPE_LABEL } from './collectionParts';
import type { CollectionPart } from './collectionParts';

const HEADING_ID = 'collection-parts-heading';

/** One part: poster, title, year and type, linking to its detail page (details prefetched on hover). */
function PartCard({ part, position }: { part: CollectionPart; position: number }) {
  const { t } = useLingui();
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        bgcolor: 'background.paper',
        transition: 'transform 150ms ease',
        '&:hover, &:focus-within': { transform: 'translateY(-4px)' },
      }}
    >
      <DetailLink
        to={detailPath(part.type, part.id, part.title)}
        prefetch={{ type: part.type, id: part.id }}
        underline="none"
        color="inherit"
        sx={{ display: 'block', height: '100%' }}
      >
        <PosterImage
          id={part.id}
          title={part.title}
          year={part.year}
          path={part.poster_path}
          size="w342"
          eager={position <= 6}
          alt=""
        />
        <Box sx={{ p: 1.25 }}>
          <Typography
            component="h3"
            sx={{ fontWeight: 600, fontSize: '0.95rem', lineHeight: 1.3 }}
            noWrap
            title={part.title}
          >
            {part.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {part.year || t`Year unknown`} · {t(PART_TYPE_LABEL[part.type])}
          </Typography>
        </Box>
      </DetailLink>
    </Card>
  );
}

/** The parts in the order given (release order), as a numbered list of cards. */
export function CollectionParts({ parts }: { parts: CollectionPart[] }) {
  const { t } = useLingui();
  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Typography id={HEADING_ID} component="h2" variant="h3" sx={{ mb: 0.5 }}>
        <Trans>Parts</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        <Trans>In release order, oldest first.</Trans>
      </Typography>
      {parts.length === 0 ? (
        <Typography role="status" sx={{ py: 4 }}>
          <Trans>The catalogue lists no titles in this collection yet.</Trans>
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label={t`Parts in release order`}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
              lg: 'repeat(6, minmax(0, 1fr))',
            },
          }}
        >
          {parts.map((part, index) => (
            <li key={`${part.type}-${part.id}`}>
              <PartCard part={part} position={index + 1} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
