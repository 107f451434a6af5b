import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { ListToolbar } from '@/components/ListToolbar';
import { LoadingScreen } from '@/components/LoadingScreen';
import { MediaGrid } from '@/components/MediaGrid';
import { PageTitle } from '@/components/PageTitle';
import { PaginationBar } from '@/components/PaginationBar';
import { PageWidth } from '@/components/PageWidth';
import { TabBar } from '@/components/TabBar';
import { lazyDialog } from '@/components/lazyDialog';
import { useListUrl } from '@/hooks/useListUrl';
import { formatNumber } from '@/lib/intlFormats';
import type { CardItem } from '@/lib/mediaItem';
import { savedMediaKey } from '@/lib/savedTitle';
import { EMPTY_STATE_SX, STORED_LIST_STATE_HEIGHT } from '@/lib/storedListState';
import { visuallyHidden } from '@/lib/visuallyHidden';

import {
  buildSavedListSearch,
  entriesOfTab,
  pageOf,
  parseSavedListQuery,
  savedCardItem,
  selectedEntries,
} from './savedList';
import type { SavedEntry, SavedRef, SavedTab } from './savedList';

/** The words of one list screen (the spec's strings for the watchlist or favorites). */
export interface SavedListTexts {
  /** The h1 and the browser tab's title, e.g. 'My Watchlist'. */
  heading: MessageDescriptor;
  subtitle?: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  emptyText: MessageDescriptor;
  /** The per-title confirmation (the same as the detail page's toggle). */
  removeOneTitle: MessageDescriptor;
  removeOneMessage: MessageDescriptor;
  /** 'It will be taken off your watchlist.' / 'They will be …': after removing `count` selected. */
  removeSelectedMessage: (count: number) => MessageDescriptor;
  /** 'Clear your watchlist?' */
  clearTitle: MessageDescriptor;
  /** 'All 3 titles will be removed from your watchlist. This cannot be undone.' */
  clearMessage: (count: number) => MessageDescriptor;
  /** 'Titles in your watchlist' (the grid's heading and label). */
  titlesLabel: MessageDescriptor;
}

interface SavedListScreenProps {
  /** Prefix of the element ids (tabs, panel). */
  id: string;
  texts: SavedListTexts;
  /** The whole list, newest first, as stored; null until it is back from this browser's storage. */
  entries: readonly SavedEntry[] | null;
  onRemove: (titles: SavedRef[]) => void;
  onClear: () => void;
}

const TABS: { value: SavedTab; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'movie', label: msg`Movies` },
  { value: 'tv', label: msg`TV Shows` },
];

const EMPTY_TAB: Record<Exclude<SavedTab, 'all'>, MessageDescriptor> = {
  movie: msg`No movies in this list`,
  tv: msg`No TV shows in this list`,
};

/** The dialog open on the screen, if any. */
type Dialog =
  | { kind: 'one'; title: SavedRef }
  | { kind: 'selected' }
  | { kind: 'clear' }
  | { kind: 'nothing-selected' };

/** Both dialogs load their code the first time they open (or when what opens them is neared). */
const confirmDialog = lazyDialog(() =>
  import('@/components/ConfirmDialog').then((module) => module.ConfirmDialog),
);
const alertDialog = lazyDialog(() =>
  import('@/components/AlertDialog').then((module) => module.AlertDialog),
);
const preloadDialogs = () => {
  confirmDialog.preload();
  alertDialog.preload();
};

const NO_ENTRIES: readonly SavedEntry[] = [];

const refOf = (item: CardItem): SavedRef => ({
  media_id: item.id,
  media_type: item.media_type === 'tv' ? 'tv' : 'movie',
});

/**
 * /watchlist and /favorites: the heading with the list's count, tabs All / Movies / TV Shows, 20 titles
 * a page (`?page=`, `?type=` in the URL), selection mode with 'Remove Selected', 'Clear All' and a
 * remove button per title, each behind a confirmation; the spec's empty state when the list is empty.
 * Cards render from the stored details, so the page makes no network call for its titles.
 *
 * The selection lasts across tabs and pages (so titles on several pages can go at once); the
 * confirmation says how many titles it removes.
 */
export function SavedListScreen({
  id,
  texts,
  entries: stored,
  onRemove,
  onClear,
}: SavedListScreenProps) {
  const entries = stored ?? NO_ENTRIES;
  const { i18n, t } = useLingui();
  const { query, show, pageHref } = useListUrl({
    parse: parseSavedListQuery,
    build: buildSavedListSearch,
  });
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Record<string, boolean>>({});
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const tabEntries = useMemo(() => entriesOfTab(entries, query.tab), [entries, query.tab]);
  const view = useMemo(() => pageOf(tabEntries, query.page), [tabEntries, query.page]);
  const items = useMemo(
    () => view.entries.map((entry) => savedCardItem(i18n, entry)),
    [i18n, view.entries],
  );
  const chosen = useMemo(() => selectedEntries(entries, selected), [entries, selected]);

  const endSelection = () => {
    setSelecting(false);
    setSelected({});
  };
  const toggleSelecting = () => (selecting ? endSelection() : setSelecting(true));
  const toggleSelected = (item: CardItem) => {
    const key = savedMediaKey(refOf(item));
    setSelected((current) => ({ ...current, [key]: !current[key] }));
  };
  const removeSelected = () =>
    setDialog(chosen.length === 0 ? { kind: 'nothing-selected' } : { kind: 'selected' });

  const confirm = () => {
    if (dialog?.kind === 'one') onRemove([dialog.title]);
    if (dialog?.kind === 'selected') {
      onRemove(chosen.map(({ media_id, media_type }) => ({ media_id, media_type })));
    }
    if (dialog?.kind === 'clear') onClear();
    setDialog(null);
    if (dialog?.kind !== 'one') endSelection();
  };

  const chosenCount = chosen.length;
  const confirmCopy =
    dialog?.kind === 'one'
      ? { title: i18n._(texts.removeOneTitle), message: i18n._(texts.removeOneMessage) }
      : dialog?.kind === 'selected'
        ? {
            title: t`Remove ${plural(chosenCount, { one: '# title', other: '# titles' })}?`,
            message: i18n._(texts.removeSelectedMessage(chosenCount)),
          }
        : {
            title: i18n._(texts.clearTitle),
            message: i18n._(texts.clearMessage(entries.length)),
          };
  const heading = i18n._(texts.heading);
  const titlesLabel = i18n._(texts.titlesLabel);

  const tabId = (tab: SavedTab) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;
  const headingId = `${id}-heading`;

  return (
    <PageWidth max="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle>{heading}</PageTitle>
      <Typography
        id={headingId}
        variant="h1"
        sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.75rem)', mb: 1 }}
      >
        {heading}
        {stored ? (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {` (${formatNumber(entries.length, i18n.locale)})`}
          </Box>
        ) : null}
      </Typography>
      {texts.subtitle ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {i18n._(texts.subtitle)}
        </Typography>
      ) : null}

      {!stored ? (
        // The list is this browser's: a page the server rendered shows the heading and waits here,
        // in the empty state's room, until the list is back from storage.
        <LoadingScreen minHeight={STORED_LIST_STATE_HEIGHT} />
      ) : entries.length === 0 ? (
        <Box sx={EMPTY_STATE_SX}>
          <Typography component="h2" variant="h3">
            {i18n._(texts.emptyTitle)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {i18n._(texts.emptyText)}
          </Typography>
          <Button variant="contained" component={RouterLink} to="/" sx={{ mt: 4 }}>
            <Trans>Browse Content</Trans>
          </Button>
        </Box>
      ) : (
        <>
          <ListToolbar>
            <TabBar
              options={TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }))}
              value={query.tab}
              onChange={(tab) => show({ tab, page: 1 })}
              label={t`Type of title`}
              tabId={tabId}
              panelId={panelId}
            />
            <Box
              role="group"
              aria-label={t`List actions`}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
              onPointerEnter={preloadDialogs}
              onFocus={preloadDialogs}
            >
              <Button variant="outlined" color="inherit" onClick={toggleSelecting}>
                {selecting ? <Trans>Cancel Selection</Trans> : <Trans>Select Items</Trans>}
              </Button>
              {selecting ? (
                <Button variant="contained" color="error" onClick={removeSelected}>
                  <Trans>Remove Selected</Trans>
                </Button>
              ) : null}
              <Button variant="outlined" color="error" onClick={() => setDialog({ kind: 'clear' })}>
                <Trans>Clear All</Trans>
              </Button>
            </Box>
          </ListToolbar>

          <Typography role="status" color="text.secondary" sx={{ minHeight: '1.5em', mb: 1 }}>
            {selecting ? t`${plural(chosenCount, { one: '# selected', other: '# selected' })}` : ''}
          </Typography>

          <Box role="tabpanel" id={panelId} aria-labelledby={tabId(query.tab)}>
            <Typography component="h2" sx={visuallyHidden}>
              {titlesLabel}
            </Typography>
            <MediaGrid
              items={items}
              label={titlesLabel}
              emptyTitle={query.tab === 'all' ? undefined : i18n._(EMPTY_TAB[query.tab])}
              emptyText={t`Choose All to see every saved title.`}
              selectionMode={selecting}
              selected={selected}
              onToggleSelected={toggleSelected}
              onRemove={(item) => setDialog({ kind: 'one', title: refOf(item) })}
            />
            <PaginationBar page={view.page} totalPages={view.totalPages} pageHref={pageHref} />
          </Box>
        </>
      )}

      <confirmDialog.Dialog
        open={dialog !== null && dialog.kind !== 'nothing-selected'}
        title={confirmCopy.title}
        message={confirmCopy.message}
        onConfirm={confirm}
        onCancel={() => setDialog(null)}
      />
      <alertDialog.Dialog
        open={dialog?.kind === 'nothing-selected'}
        title={t`No Items Selected`}
        message={t`Please select at least one item to remove.`}
        onClose={() => setDialog(null)}
      />
    </PageWidth>
  );
}
