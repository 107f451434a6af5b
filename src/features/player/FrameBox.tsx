import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { ReactNode, Ref } from 'react';

import { useHydrated } from '@/hooks/useHydrated';
import { PLAYER_LOAD_TIMEOUT_MS, frameProblem, hostAnswers } from '@/features/player/frameHealth';
import type { FrameProblem, FrameSignals } from '@/features/player/frameHealth';

interface FrameBoxProps {
  src: string;
  title: string;
  sandbox: string;
  allow: string;
  referrerPolicy: 'origin';
  ref?: Ref<HTMLIFrameElement>;
  /** What the page says when the player cannot load, with a way to try it again. */
  renderProblem: (problem: FrameProblem, retry: () => void) => ReactNode;
}

const NOTHING_SEEN: FrameSignals = {
  loaded: false,
  unreachable: false,
  timedOut: false,
  offline: false,
};

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The one place a player's iframe is made: 16:9, black, a spinner until it has loaded. Meanwhile the
 * player's host is asked whether it answers at all, and the frame is timed (./frameHealth): when it
 * cannot load, the browser's error page is hidden and the page says what happened instead. 'Try again'
 * makes the frame afresh.
 */
export function FrameBox(props: FrameBoxProps) {
  const [attempt, setAttempt] = useState(0);
  return <FrameAttempt key={attempt} {...props} retry={() => setAttempt((n) => n + 1)} />;
}

function FrameAttempt({
  src,
  title,
  sandbox,
  allow,
  referrerPolicy,
  ref,
  renderProblem,
  retry,
}: FrameBoxProps & { retry: () => void }) {
  const [signals, setSignals] = useState<FrameSignals>(NOTHING_SEEN);
  // The frame is made in the browser, once the page is live: its load must be heard, and a frame in
  // the server's markup could load before anything listens.
  const live = useHydrated() && src !== '';
  useEffect(() => {
    if (!live) return;
    const note = (seen: Partial<FrameSignals>) =>
      setSignals((now) => ({ ...now, ...seen, offline: isOffline() }));
    const timer = window.setTimeout(() => note({ timedOut: true }), PLAYER_LOAD_TIMEOUT_MS);
    const probe = new AbortController();
    void hostAnswers(src, probe.signal).then((answered) => {
      if (answered === false) note({ unreachable: true });
    });
    return () => {
      window.clearTimeout(timer);
      probe.abort();
    };
  }, [src, live]);

  const problem = frameProblem(signals);
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'common.black',
        borderRadius: { xs: 0, sm: 2 },
        overflow: 'hidden',
      }}
    >
      {problem ? (
        <Box
          role="alert"
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            px: { xs: 2, sm: 4 },
            textAlign: 'center',
            color: 'grey.100',
            overflowY: 'auto',
          }}
        >
          {renderProblem(problem, retry)}
        </Box>
      ) : (
        !signals.loaded && (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              px: 3,
              textAlign: 'center',
              color: 'grey.300',
            }}
          >
            <CircularProgress color="inherit" size={36} aria-hidden />
            <Typography>
              <Trans>Loading the player</Trans>
            </Typography>
          </Box>
        )
      )}
      {live && (
        <Box
          component="iframe"
          ref={ref}
          src={src}
          title={title}
          sandbox={sandbox}
          allow={allow}
          referrerPolicy={referrerPolicy}
          onLoad={() => setSignals((now) => ({ ...now, loaded: true }))}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            border: 0,
            // The browser's error page is not shown (nor read out) while the page explains instead.
            visibility: problem ? 'hidden' : 'visible',
          }}
        />
      )}
    </Box>
  );
}
