import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { Ref } from 'react';

/** After this long without the frame's load event the visitor is told, and the frame stays. */
export const SLOW_PLAYER_MS = 20_000;

interface FrameBoxProps {
  src: string;
  title: string;
  sandbox: string;
  allow: string;
  referrerPolicy: 'origin';
  ref?: Ref<HTMLIFrameElement>;
}

/**
 * The one place a player's iframe is made: 16:9, black, a spinner until it has loaded, and a line
 * saying so when a player's page does not load at all (the switcher below offers the others).
 */
export function FrameBox({ src, title, sandbox, allow, referrerPolicy, ref }: FrameBoxProps) {
  const [state, setState] = useState<'loading' | 'slow' | 'loaded'>('loading');
  useEffect(() => {
    const timer = window.setTimeout(
      () => setState((now) => (now === 'loading' ? 'slow' : now)),
      SLOW_PLAYER_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);

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
      {state !== 'loaded' && (
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
            {state === 'slow'
              ? 'This player is taking a long time to load. You can wait, or choose another player below.'
              : 'Loading the player'}
          </Typography>
        </Box>
      )}
      <Box
        component="iframe"
        ref={ref}
        src={src}
        title={title}
        sandbox={sandbox}
        allow={allow}
        referrerPolicy={referrerPolicy}
        onLoad={() => setState('loaded')}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
