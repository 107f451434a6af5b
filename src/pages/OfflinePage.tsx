import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { PageWidth } from '@/components/PageWidth';
import { detailPath } from '@/lib/slug';
import type { SavedMedia } from '@/features/lists/savedMedia/savedMedia';
import { selectFavorites } from '@/features/lists/savedMedia/favoritesSlice';
import { selectWatchlist } from '@/features/lists/savedMedia/watchlistSlice';

/** Titles listed per list here; the list's own page has the rest. */
const SHOWN = 12;

const TYPE_WORDS = { movie: msg`Movie`, tv: msg`TV show` } as const;

function SavedTitles({
  heading,
  openLabel,
  items,
  to,
}: {
  heading: string;
  /** The link to the list's own page. */
  openLabel: string;
  items: readonly SavedMedia[];
  to: string;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const count = items.length;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1.5 }}>
        {t`${heading} (${count})`}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">
          <Trans>Nothing saved here yet.</Trans>
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {items.slice(0, SHOWN).map((item) => {
            const id = item.media_id;
            const title = item.details.title ?? item.details.name ?? t`Untitled #${id}`;
            const year = (item.details.release_date ?? item.details.first_air_date ?? '').slice(
              0,
              4,
            );
            return (
              <li key={`${item.media_type}-${item.media_id}`}>
                <Link
                  component={RouterLink}
                  to={detailPath(item.media_type, item.media_id, title)}
                  sx={{ fontWeight: 600 }}
                >
                  {title}
                </Link>
                <Typography component="span" color="text.secondary">
                  {` · ${t(TYPE_WORDS[item.media_type])}${year ? ` · ${year}` : ''}`}
                </Typography>
              </li>
            );
          })}
        </Box>
      )}
      {items.length > 0 ? (
        <Link component={RouterLink} to={to} sx={{ display: 'inline-block', mt: 1.5 }}>
          {items.length > SHOWN ? t`See all ${count}` : openLabel}
        </Link>
      ) : null}
    </Box>
  );
}

/** The offline screen's heading, the same on every page. */
export const OFFLINE_HEADING = msg`Cannot connect to the server`;

/**
 * Shown in place of a page whose catalogue data could not load because the browser is offline or the
 * server cannot be reached, and this device has not kept it (a page never opened here): one screen
 * and one wording on every page. Pages already visited open from the cache;
 * the visitor's own lists live on this device, so they are listed here, ready to open.
 */
export default function OfflinePage() {
  const { t } = useLingui();
  const watchlist = useAppSelector(selectWatchlist);
  const favorites = useAppSelector(selectFavorites);
  return (
    <PageWidth max="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Box role="alert" sx={{ textAlign: 'center' }}>
        <CloudOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary', mb: 1 }} />
        <Typography variant="h1" sx={{ fontSize: 'clamp(1.5rem, 4vw, 2.25rem)', mb: 1.5 }}>
          {t(OFFLINE_HEADING)}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
          <Trans>
            This device is offline, or the server is not answering, and this page has not been
            opened here before. Pages you have already visited still open, and your saved lists are
            kept here.
          </Trans>
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          <Trans>Try Again</Trans>
        </Button>
      </Box>
      <SavedTitles
        heading={t`Watchlist`}
        openLabel={t`Open watchlist`}
        items={watchlist}
        to="/watchlist"
      />
      <SavedTitles
        heading={t`Favorites`}
        openLabel={t`Open favorites`}
        items={favorites}
        to="/favorites"
      />
    </PageWidth>
  );
}
