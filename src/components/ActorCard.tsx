import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

import type { CardItem } from '@/lib/mediaItem';
import { detailPath } from '@/lib/slug';

import { DetailLink } from './DetailLink';
import { PosterImage } from './PosterImage';

/** A person in a grid: photo, name, department (or 'Actor') and the titles they are known for. */
export function ActorCard({ item }: { item: CardItem }) {
  const knownFor = item.known_for?.slice(0, 3) ?? [];
  const { t } = useLingui();
  const titles = knownFor.join(', ');
  return (
    <Card component="article" sx={{ height: '100%', bgcolor: 'background.paper' }}>
      <DetailLink
        to={detailPath('person', item.id, item.title)}
        prefetch={{ type: 'person', id: item.id }}
        underline="none"
        color="inherit"
        sx={{ display: 'block', height: '100%' }}
      >
        <PosterImage id={item.id} title={item.title} path={item.image_path} size="w185" alt="" />
        <Box sx={{ p: 1.25 }}>
          <Typography
            component="h3"
            sx={{ fontWeight: 600, fontSize: '0.95rem' }}
            noWrap
            dir="auto"
            title={item.title}
          >
            {item.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {item.department || t`Actor`}
          </Typography>
          {knownFor.length > 0 && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {t`Known for: ${titles}`}
            </Typography>
          )}
        </Box>
      </DetailLink>
    </Card>
  );
}
