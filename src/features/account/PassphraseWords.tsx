import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { downloadText } from '@/lib/download';

interface PassphraseWordsProps {
  words: readonly string[];
  label: string;
  /** The site's name, in the saved file's name and first line. */
  siteName: string;
  /** A sentence for the visitor when the browser refuses to copy. */
  onError: (message: string) => void;
}

/**
 * A passphrase's 12 words, numbered, in a grid, with copy and download: shown once, when it is made
 * (registration, and a change of passphrase).
 */
export function PassphraseWords({ words, label, siteName, onError }: PassphraseWordsProps) {
  const [copied, setCopied] = useState(false);
  const { t } = useLingui();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(words.join(' '));
      setCopied(true);
    } catch {
      onError(t`This browser did not allow copying. Write the words down or download them.`);
    }
  };

  const download = () => {
    // The words themselves are never translated: they are the passphrase.
    const text = [
      t`${siteName} passphrase`,
      '',
      ...words.map((word, index) => `${index + 1}. ${word}`),
      '',
      t`Anyone with these words can open your account. Keep them private.`,
      '',
    ].join('\n');
    downloadText(
      `${siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-passphrase.txt`,
      text,
      'text/plain',
    );
  };

  return (
    <>
      <Box
        component="ol"
        aria-label={label}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
          gap: 1,
          p: 2,
          m: 0,
          pl: 5,
          bgcolor: 'background.paper',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {words.map((word, index) => (
          <li key={index}>{word}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outlined" onClick={() => void copy()}>
          <Trans>Copy words</Trans>
        </Button>
        <Button variant="outlined" onClick={download}>
          <Trans>Download as a file</Trans>
        </Button>
      </Stack>
      <Typography role="status" color="text.secondary">
        {copied ? t`Copied. Paste them somewhere safe.` : ''}
      </Typography>
    </>
  );
}
