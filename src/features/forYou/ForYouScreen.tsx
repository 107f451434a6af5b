import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LoadingScreen } from '@/components/LoadingScreen';
import { MediaCard } from '@/components/MediaCard';
import { PageTitle } from '@/components/PageTitle';
import { PageWidth } from '@/components/PageWidth';
import { TabBar } from '@/components/TabBar';
import { EMPTY_STATE_SX, STORED_LIST_STATE_HEIGHT } from '@/lib/storedListState';
import { visuallyHidden } from '@/lib/visuallyHidden';

import { interestRestored, markedNotInterested } from './notInterestedSlice';
import { reasonText } from './reasonText';
import type { Suggestion, TasteMediaType } from './recommend';
import { selectTasteSignals } from './signals';
import { suggestionCard } from './suggestionCard';
import { mediaTypeOfSearch, useForYou } from './useForYou';

type Filter = 'all' | TasteMediaType;

const FILTERS: { value: Filter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'movie', label: msg`Movies` },
  { value: 'tv', label: msg`TV Shows` },
];

/**
 * /for-you: twenty titles ranked in this browser from what the visitor saved, rated and watched,
 * each saying why; movies, shows or both; "Not interested" hides one (and counts against its
 * look-alikes), undone by one button while its message shows.
 */
export function ForYouScreen({ restored }: { restored: boolean }) {
  const dispatch = useAppDispatch();
  // The filter is in the address (`?type=movie`); read and written without react-router's
  // useSearchParams, whose code would join every page's first load (vendor-react).
  const { search } = useLocation();
  const navigate = useNavigate();
  const filter: Filter = mediaTypeOfSearch(search) ?? 'all';
  const signals = useAppSelector(selectTasteSignals);
  const [attempt, setAttempt] = useState(0);
  const state = useForYou(filter === 'all' ? undefined : filter, attempt);
  const [hidden, setHidden] = useState<Suggestion | null>(null);
  const { i18n, t } = useLingui();
  const hiddenTitle = hidden?.title;
  const has = signals.some((signal) => signal.kind !== 'notInterested');

  const notInterestedLabel = (title: string) => t`Not interested in ${title}`;

  const hide = (suggestion: Suggestion) => {
    dispatch(
      markedNotInterested({
        media_id: suggestion.media_id,
        media_type: suggestion.media_type,
        at: new Date().toISOString(),
        details: { title: suggestion.title, poster_path: suggestion.poster_path },
      }),
    );
    setHidden(suggestion);
  };

  return (
    <PageWidth max="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle>{t`For You`}</PageTitle>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.75rem)', mb: 1 }}>
        <Trans>For You</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Picked in this browser from what you saved, rated and watched.</Trans>
      </Typography>
      <Box
        role="status"
        sx={hidden ? { display: 'flex', alignItems: 'center', gap: 1, mb: 2 } : visuallyHidden}
      >
        {hidden && (
          <>
            <Typography component="span">{t`${hiddenTitle} is hidden from For You.`}</Typography>
            <Button
              size="small"
              onClick={() => {
                dispatch(interestRestored(hidden));
                setHidden(null);
              }}
            >
              <Trans>Undo</Trans>
            </Button>
          </>
        )}
      </Box>
      {!restored ? (
        <LoadingScreen minHeight={STORED_LIST_STATE_HEIGHT} />
      ) : !has ? (
        <Box sx={EMPTY_STATE_SX}>
          <Typography component="h2" variant="h3">
            <Trans>Nothing to go on yet</Trans>
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            <Trans>
              Save, rate or mark a title as watched, and suggestions appear here, each saying why.
            </Trans>
          </Typography>
          <Button variant="contained" component={RouterLink} to="/" sx={{ mt: 4 }}>
            <Trans>Browse Content</Trans>
          </Button>
        </Box>
      ) : (
        <>
          <TabBar
            options={FILTERS.map((option) => ({ ...option, label: i18n._(option.label) }))}
            value={filter}
            onChange={(value) =>
              navigate({ search: value === 'all' ? '' : `?type=${value}` }, { replace: true })
            }
            label={t`Show`}
            tabId={(value) => `for-you-tab-${value}`}
            panelId="for-you-panel"
          />
          <Box
            id="for-you-panel"
            role="tabpanel"
            aria-labelledby={`for-you-tab-${filter}`}
            sx={{ mt: 3 }}
          >
            {state.status === 'loading' ? (
              <LoadingScreen minHeight={STORED_LIST_STATE_HEIGHT} />
            ) : state.status === 'failed' ? (
              <Box sx={EMPTY_STATE_SX}>
                <Typography component="h2" variant="h3">
                  <Trans>Suggestions could not be loaded</Trans>
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  <Trans>The catalogue did not answer. Your lists are safe in this browser.</Trans>
                </Typography>
                <Button variant="contained" onClick={() => setAttempt((n) => n + 1)} sx={{ mt: 4 }}>
                  <Trans>Try Again</Trans>
                </Button>
              </Box>
            ) : state.suggestions.length === 0 ? (
              <Box sx={EMPTY_STATE_SX}>
                <Typography component="h2" variant="h3">
                  <Trans>No suggestions here yet</Trans>
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  <Trans>Save or rate a few more titles of this kind and try again.</Trans>
                </Typography>
              </Box>
            ) : (
              <>
                <Typography id="for-you-list" component="h2" sx={visuallyHidden}>
                  <Trans>Suggestions</Trans>
                </Typography>
                <Box
                  component="ol"
                  aria-labelledby="for-you-list"
                  sx={{
                    listStyle: 'none',
                    p: 0,
                    m: 0,
                    display: 'grid',
                    gap: { xs: 2, md: 3 },
                    gridTemplateColumns: {
                      xs: 'repeat(2, minmax(0, 1fr))',
                      sm: 'repeat(3, minmax(0, 1fr))',
                      md: 'repeat(4, minmax(0, 1fr))',
                      lg: 'repeat(5, minmax(0, 1fr))',
                    },
                  }}
                >
                  {state.suggestions.map((suggestion, index) => (
                    <Box
                      component="li"
                      key={`${suggestion.media_type}-${suggestion.media_id}`}
                      sx={{ display: 'flex', flexDirection: 'column' }}
                    >
                      <Box sx={{ flexGrow: 1 }}>
                        <MediaCard
                          item={suggestionCard(suggestion)}
                          showType={filter === 'all'}
                          eager={index < 2}
                        />
                      </Box>
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {reasonText(i18n, suggestion.reason)}
                      </Typography>
                      <Button
                        size="small"
                        color="inherit"
                        onClick={() => hide(suggestion)}
                        aria-label={notInterestedLabel(suggestion.title)}
                        sx={{ minHeight: 44, px: 0 }}
                      >
                        <Trans>Not interested</Trans>
                      </Button>
                    </Box>
                  ))}
                </Box>
              </>
            )}
          </Box>
        </>
      )}
    </PageWidth>
  );
}
