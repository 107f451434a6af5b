import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { ReactNode } from 'react';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { lazyDialog } from '@/components/lazyDialog';
import { savedMediaKey } from '@/lib/savedTitle';
import type { SavedDetails } from '@/lib/savedTitle';

import { favoritesSlice, selectFavorites } from './favoritesSlice';
import type { SavedMedia } from './savedMedia';
import type { TitleRef } from './savedMediaSlice';
import { selectWatchlist, watchlistSlice } from './watchlistSlice';

/** A title as the toggles save it: its reference and the display fields lists render from. */
export interface SaveableTitle extends TitleRef {
  details: SavedDetails;
}

type ListName = 'watchlist' | 'favorites';

interface ListCopy {
  add: MessageDescriptor;
  saved: MessageDescriptor;
  icon: ReactNode;
  savedIcon: ReactNode;
  /** The spec's confirmation dialog. */
  confirmTitle: MessageDescriptor;
  confirmMessage: MessageDescriptor;
}

const COPY: Record<ListName, ListCopy> = {
  watchlist: {
    add: msg`Add to Watchlist`,
    saved: msg`In Watchlist`,
    icon: <BookmarkAddIcon />,
    savedIcon: <BookmarkAddedIcon />,
    confirmTitle: msg`Remove from Watchlist`,
    confirmMessage: msg`Are you sure you want to remove this from your watchlist?`,
  },
  favorites: {
    add: msg`Add to Favorites`,
    saved: msg`In Favorites`,
    icon: <FavoriteBorderIcon />,
    savedIcon: <FavoriteIcon />,
    confirmTitle: msg`Remove from Favorites`,
    confirmMessage: msg`Are you sure you want to remove this from your favorites?`,
  },
};

const SLICES = { watchlist: watchlistSlice, favorites: favoritesSlice } as const;

const selectList = (list: ListName) => (list === 'watchlist' ? selectWatchlist : selectFavorites);

/** The removal confirmation loads its code when first needed (or when a saved toggle is neared). */
const confirmDialog = lazyDialog(() =>
  import('@/components/ConfirmDialog').then((module) => module.ConfirmDialog),
);

/**
 * A toggle button for one saved list: adding is immediate, removing asks first (spec). The button's
 * pressed state says whether the title is in the list; its text says it too, so colour is not the
 * only sign.
 */
export function SaveToggle({ list, title }: { list: ListName; title: SaveableTitle }) {
  const dispatch = useAppDispatch();
  const key = savedMediaKey(title);
  // Yes or no, not the list: the saved lists' read-back leaves it as it was unless it changes it.
  const saved = useAppSelector((state) =>
    selectList(list)(state).some((item: SavedMedia) => savedMediaKey(item) === key),
  );
  const [confirming, setConfirming] = useState(false);
  const copy = COPY[list];
  const { i18n } = useLingui();
  const { titleAdded, titlesRemoved } = SLICES[list].actions;
  const ref: TitleRef = { media_id: title.media_id, media_type: title.media_type };

  const toggle = () => {
    if (saved) setConfirming(true);
    else dispatch(titleAdded({ ...ref, details: title.details }));
  };
  const remove = () => {
    dispatch(titlesRemoved([ref]));
    setConfirming(false);
  };

  return (
    <>
      <Button
        variant={saved ? 'contained' : 'outlined'}
        color={saved ? 'secondary' : 'inherit'}
        aria-pressed={saved}
        startIcon={saved ? copy.savedIcon : copy.icon}
        onClick={toggle}
        onPointerEnter={saved ? confirmDialog.preload : undefined}
        onFocus={saved ? confirmDialog.preload : undefined}
        sx={{ minHeight: 44 }}
      >
        {i18n._(saved ? copy.saved : copy.add)}
      </Button>
      <confirmDialog.Dialog
        open={confirming}
        title={i18n._(copy.confirmTitle)}
        message={i18n._(copy.confirmMessage)}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** The watchlist and favorites toggles of a detail page, side by side. */
export function SaveToggles({ title }: { title: SaveableTitle }) {
  return (
    <>
      <SaveToggle list="watchlist" title={title} />
      <SaveToggle list="favorites" title={title} />
    </>
  );
}
