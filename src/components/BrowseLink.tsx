import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import type { MediaType } from '@common/mediaType';
import { typeListPath } from '@/lib/detailFacts';

const LIST_NAMES: Record<MediaType, string> = { movie: 'Browse Movies', tv: 'Browse TV Shows' };

/** A link back to the type's list, offered wherever a page has no title to show. */
export function BrowseLink({ type }: { type: MediaType }) {
  return (
    <Button component={RouterLink} to={typeListPath(type)} variant="outlined" color="inherit">
      {LIST_NAMES[type]}
    </Button>
  );
}
