import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

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
 * told what happened and offered a reload.
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

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (process.env.NODE_ENV !== 'production') console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', px: 2 }}>
        <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
          <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
            This page could not be loaded
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Part of the site did not arrive, perhaps because the connection dropped or the site was
            just updated. Reloading usually fixes it.
          </Typography>
          <Box
            component="button"
            type="button"
            onClick={() => window.location.reload()}
            sx={{
              font: 'inherit',
              fontWeight: 700,
              cursor: 'pointer',
              border: 0,
              borderRadius: 1,
              px: 3,
              py: 1.25,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              '&:focus-visible': {
                outline: '2px solid',
                outlineColor: 'primary.light',
                outlineOffset: 2,
              },
            }}
          >
            Reload
          </Box>
        </Box>
      </Box>
    );
  }
}
