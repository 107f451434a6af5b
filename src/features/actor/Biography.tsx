import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { cutBiography } from '@/features/actor/biography';

/**
 * The 'Biography' section: the whole text up to 100 words, else its first 100 words with a Show More /
 * Show Less toggle (spec). A person without one gets a short line rather than an empty section.
 */
export function Biography({ name, text }: { name: string; text: string | undefined }) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { short, isCut } = cutBiography(text ?? '');
  return (
    <Box component="section" aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} component="h2" variant="h3" sx={{ mb: 1 }}>
        {t`Biography`}
      </Typography>
      {short ? (
        <>
          <Typography id={`${id}-text`} dir="auto" sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
            {expanded ? (text ?? '').trim() : short}
          </Typography>
          {isCut ? (
            <Button
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
              aria-controls={`${id}-text`}
              sx={{ mt: 1, px: 0 }}
            >
              {expanded ? t`Show Less` : t`Show More`}
            </Button>
          ) : null}
        </>
      ) : (
        <Typography color="text.secondary">
          <Trans>There is no biography of {name} in the catalogue yet.</Trans>
        </Typography>
      )}
    </Box>
  );
}
