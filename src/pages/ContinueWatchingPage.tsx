import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { LoadingScreen } from '@/components/LoadingScreen';
import { PageTitle } from '@/components/PageTitle';
import { CARD_GRID_SX } from '@/lib/cardGrid';
import { PageWidth } from '@/components/PageWidth';
import { ResumeCard } from '@/components/ResumeCard';
import { useFocusAfterRemoval } from '@/hooks/useFocusAfterRemoval';
import { savedMediaKey } from '@/lib/savedTitle';
import { EMPTY_STATE_SX, STORED_LIST_STATE_HEIGHT } from '@/lib/storedListState';
import { selectRestored } from '@/features/storage/storageSlice';
import { visuallyHidden } from '@/lib/visuallyHidden';

import { useResumeEntries } from './useResumeEntries';

/** Cards whose posters load eagerly: the first row on a phone. */
const EAGER_CARDS = 2;

/**
 * /continue-watching: the titles in progress from the saved list (newest first, at most 20), each
 * linking to where it resumes, with how far it was played and a button that takes it off the list;
 * the spec's empty state when there are none.
 */
export default function ContinueWatchingPage() {
  const { items, remove } = useResumeEntries();
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const removed = useFocusAfterRemoval(list, items.length, () => heading.current);
  // The list is this browser's: until it is back from storage (a page the server rendered), the page
  // shows its heading and waits in the empty state's room rather than saying 'empty'.
  const restored = useAppSelector(selectRestored);
  const { t } = useLingui();
  const count = items.length;

  return (
    <PageWidth max="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle>{t`Continue Watching`}</PageTitle>
      <Typography
        ref={heading}
        variant="h1"
        tabIndex={-1}
        sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.75rem)', mb: 1, '&:focus': { outline: 'none' } }}
      >
        <Trans>Pick Up Where You Left Off</Trans>
      </Typography>
      {!restored ? (
        <LoadingScreen minHeight={STORED_LIST_STATE_HEIGHT} />
      ) : items.length === 0 ? (
        <Box sx={EMPTY_STATE_SX}>
          <Typography component="h2" variant="h3">
            <Trans>No items to continue watching</Trans>
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            <Trans>Start watching some movies or TV shows to see them here!</Trans>
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 4, justifyContent: 'center', alignItems: 'center' }}
          >
            <Button variant="contained" component={RouterLink} to="/movies">
              <Trans>Browse Movies</Trans>
            </Button>
            <Button variant="outlined" component={RouterLink} to="/tv-shows">
              <Trans>Browse TV Shows</Trans>
            </Button>
          </Stack>
        </Box>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {/* 'Found N items' (spec), in the singular for one. */}
            {t`${plural(count, { one: 'Found # item', other: 'Found # items' })}`}
          </Typography>
          <Typography component="h2" sx={visuallyHidden}>
            <Trans>Titles in progress</Trans>
          </Typography>
          <Box
            component="ul"
            ref={list}
            aria-label={t`Titles in progress, most recently watched first`}
            sx={CARD_GRID_SX}
          >
            {items.map(({ entry, percent }, index) => (
              <li key={savedMediaKey(entry)}>
                <ResumeCard
                  entry={entry}
                  eager={index < EAGER_CARDS}
                  percent={percent}
                  onRemove={() => {
                    removed(index);
                    remove(entry);
                  }}
                />
              </li>
            ))}
          </Box>
        </>
      )}
    </PageWidth>
  );
}
