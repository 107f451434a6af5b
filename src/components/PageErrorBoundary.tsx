import { useLingui } from '@lingui/react/macro';
import { Component, Suspense, lazy } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

/**
 * The failure screen's chunk. A call once the chunk is here answers from memory; a call after a failed
 * download (webpack forgets it) downloads it again.
 */
const loadPageFailure = () => import(/* webpackChunkName: "page-failure" */ './PageFailure');

/**
 * Where even the failure screen's chunk cannot be had (the connection dropped at the start and is still
 * down), the same words without its styling: the visitor is told, never left with a blank page.
 */
function PlainFailure() {
  const { t } = useLingui();
  return (
    <div role="alert" style={{ padding: 16, textAlign: 'center' }}>
      <h1>{t`This page could not be loaded`}</h1>
      <button type="button" onClick={() => window.location.reload()}>
        {t`Reload`}
      </button>
    </div>
  );
}

const PageFailure = lazy(() => loadPageFailure().catch(() => ({ default: PlainFailure })));

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** The page's location: a new one clears a failure, so the next page gets its chance. */
  resetKey: string;
}

interface PageErrorBoundaryState {
  failed: boolean;
  resetKey: string;
}

/**
 * Catches what a page throws while it renders, above all a page chunk that failed to download (the
 * network dropped, or a new release replaced the files): the header and footer stay, and the visitor is
 * told what happened and offered a reload. No first screen shows that, so its screen is not in the first
 * load: it is fetched as soon as the layout is up, while the files it was built with are still there.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  override componentDidMount(): void {
    void loadPageFailure().catch(() => undefined);
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (process.env.NODE_ENV !== 'production') console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <PageFailure />
      </Suspense>
    );
  }
}
