import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { Suspense, lazy, memo, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import type { MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { HEADER_HEIGHT, Header } from '@/components/layout/Header';
import { LoadingScreen } from '@/components/LoadingScreen';
import { PageErrorBoundary } from '@/components/PageErrorBoundary';
import { LoadingBar } from '@/components/layout/LoadingBar';

import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { ScrollTopButton } from '@/components/layout/ScrollTopButton';
import { ProfileMenu } from '@/features/profile/ProfileMenu';
import { StorageFullNotice } from '@/features/storage/StorageFullNotice';
import { useLoaded } from '@/hooks/useLoaded';
import { selectAnyQueryPending } from '@/services/tmdbApi';

import { useAppSelector, useShellAccount } from './hooks';
import { OfflineScreenProvider } from './OfflineScreenProvider';
import { pageLoadPending, subscribePageLoads } from './pageLoads';
import { ShellExtras } from './ShellExtras';

/**
 * Below the fold on every page, so not in any page's first load: the footer and the contact modal's
 * host, fetched beside the page's own code. The footer comes last in the page, so its late arrival
 * moves nothing already on screen.
 */
const ShellFooter = lazy(() => import(/* webpackChunkName: "shell-footer" */ './ShellFooter'));

/**
 * The header's search (its form, focus handling and suggestions' host): rendered by the server like
 * the rest of the header, its code is fetched beside the page's (server/render/appPages.ts SHELL_CHUNKS)
 * and hydrates when it is here, so it is not part of any page's first load. Once loaded it renders at
 * once, without suspending again.
 */
let LoadedSearch: ComponentType | null = null;
const loadAccountNotice = () =>
  import(/* webpackChunkName: "account-notice" */ './AccountEndedNotice');

export const preloadHeaderSearch = () =>
  import(/* webpackChunkName: "header-search" */ '@/features/search/suggestions/HeaderSearch').then(
    (module) => (LoadedSearch = module.HeaderSearch),
  );
const LazySearch = lazy(() => preloadHeaderSearch().then((Search) => ({ default: Search })));

/**
 * The breadcrumb bar, in the same way: rendered by the server with the page, its code (the bar, the
 * crumbs a path names and their posters) fetched beside the page's (SHELL_CHUNKS) and hydrated once
 * here. Its links work as plain links until then.
 */
let LoadedBreadcrumbs: ComponentType | null = null;
export const preloadBreadcrumbs = () =>
  import(/* webpackChunkName: "shell-breadcrumbs" */ '@/components/layout/Breadcrumbs').then(
    (module) => (LoadedBreadcrumbs = module.Breadcrumbs),
  );
const LazyBreadcrumbs = lazy(() => preloadBreadcrumbs().then((Bar) => ({ default: Bar })));

// Memoized: the layout's own updates do not reach the boundary while the server's bar waits for its
// code (an update there would make React render it anew, without the server's HTML).
const BreadcrumbsSlot = memo(function BreadcrumbsSlot() {
  return (
    <Suspense fallback={null}>
      {LoadedBreadcrumbs ? <LoadedBreadcrumbs /> : <LazyBreadcrumbs />}
    </Suspense>
  );
});

function HeaderSearchSlot() {
  return <Suspense fallback={null}>{LoadedSearch ? <LoadedSearch /> : <LazySearch />}</Suspense>;
}

/** Moves focus (not only the view) to the content, so the next Tab continues from there. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.();
}

/**
 * The loading bar, fed here (catalogue queries from the store, page chunks from their loader) so only it
 * re-renders when a load starts or ends.
 */
function AppLoadingBar() {
  const fetching = useAppSelector(selectAnyQueryPending);
  const loadingPage = useSyncExternalStore(subscribePageLoads, pageLoadPending, pageLoadPending);
  return <LoadingBar active={fetching || loadingPage} />;
}

/**
 * The common layout of every route, where the shared shell meets the features: header (with the
 * search box and the profile menu), breadcrumb bar, content, footer, and the storage-full notice.
 * Every page but home starts below the fixed header; the home page's hero runs under it (the header
 * is transparent up there).
 */
export function Layout() {
  const { pathname } = useLocation();
  const shellAccount = useShellAccount();
  // The account's state exists once the sync code has loaded (a browser that signed in).
  const withAccount = useAppSelector((state) => 'account' in state);
  // Why this browser was signed out, for one that has an account (fetched without suspending).
  const accountNotice = useLoaded(loadAccountNotice, withAccount);
  const underHeader = pathname === '/';
  const { t } = useLingui();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <Box
        component="a"
        href="#main"
        onClick={skipToContent}
        sx={{
          position: 'fixed',
          left: 8,
          top: 8,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
          textDecoration: 'none',
          // Visually hidden until focused.
          '&:not(:focus)': {
            width: '1px',
            height: '1px',
            p: 0,
            overflow: 'hidden',
            clipPath: 'inset(50%)',
            whiteSpace: 'nowrap',
          },
        }}
      >
        {t`Skip to content`}
      </Box>
      <AppLoadingBar />
      <Header search={<HeaderSearchSlot />} profileMenu={<ProfileMenu />} account={shellAccount} />
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          pt: underHeader ? 0 : `${HEADER_HEIGHT}px`,
        }}
      >
        <BreadcrumbsSlot />
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          // At least a screen tall, so the footer starts below the fold and nothing on screen moves when
          // the page's content arrives.
          sx={{ flex: 1, minHeight: '100vh', '&:focus': { outline: 'none' } }}
        >
          <PageErrorBoundary resetKey={pathname}>
            <OfflineScreenProvider>
              <Suspense fallback={<LoadingScreen />}>
                <Outlet />
              </Suspense>
            </OfflineScreenProvider>
          </PageErrorBoundary>
        </Box>
      </Box>
      <Suspense fallback={null}>
        <ShellFooter />
      </Suspense>
      <ScrollTopButton />
      <StorageFullNotice />
      {withAccount && accountNotice && <accountNotice.AccountEndedNotice />}
      <ShellExtras />
    </Box>
  );
}
