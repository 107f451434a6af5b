import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import type { MediaType } from '@common/mediaType';
import { typeListPath } from '@/lib/detailFacts';

/** A link back to the type's list, offered wherever a page has no title to show. */
export function BrowseLink({ type }: { type: MediaType }) {
  const { t } = useLingui();
  return (
    <Button component={RouterLink} to={typeListPath(type)} variant="outlined" color="inherit">
      {type === 'movie' ? t`Browse Movies` : t`Browse TV Shows`}
    </Button>
  );
}
