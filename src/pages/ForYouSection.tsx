import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { MediaCard } from '@/components/MediaCard';
import { ContentRow } from '@/features/home/ContentRow';

import { reasonText } from '@/features/forYou/reasonText';
import { suggestionCard } from '@/features/forYou/suggestionCard';
import { useForYou } from '@/features/forYou/useForYou';

/** How many of For You's titles the home row shows; the rest are on /for-you. */
const ROW_LENGTH = 12;

/**
 * The home page's For You row (loaded only once the visitor has saved, rated or watched something): the first of the visitor's suggestions, each saying why, with a link to
 * /for-you. Gone when there are none (a failed or empty row leaves no trace, as the other rows).
 */
export default function ForYouSection() {
  const state = useForYou(undefined);
  const { i18n, t } = useLingui();
  if (state.status === 'failed' || (state.status === 'ready' && state.suggestions.length === 0)) {
    return null;
  }
  return (
    <ContentRow title={t`For You`} to="/for-you" loading={state.status === 'loading'}>
      {state.status === 'ready' &&
        state.suggestions.slice(0, ROW_LENGTH).map((suggestion) => (
          <Box key={`${suggestion.media_type}-${suggestion.media_id}`}>
            <MediaCard item={suggestionCard(suggestion)} showType />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {reasonText(i18n, suggestion.reason)}
            </Typography>
          </Box>
        ))}
    </ContentRow>
  );
}
