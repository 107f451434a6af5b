import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { shortenOverview } from '@/lib/detailFacts';

/** Shown where a title has no overview. */
export const NO_OVERVIEW = msg`No overview available.`;

/**
 * The overview, cut at 300 characters with a Read More / Show Less toggle when it is longer (spec).
 * The toggle says whether the text is expanded and which text it controls.
 */
export function Overview({ text }: { text: string | undefined }) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const overview = text?.trim() ?? '';
  const short = shortenOverview(overview);
  if (!overview) {
    return <Typography color="text.secondary">{t(NO_OVERVIEW)}</Typography>;
  }
  return (
    <Box>
      <Typography id={textId} dir="auto" sx={{ lineHeight: 1.7, maxWidth: '75ch' }}>
        {short && !expanded ? short : overview}
      </Typography>
      {short ? (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((open) => !open)}
          sx={{ mt: 0.5, px: 0, minWidth: 0 }}
        >
          {expanded ? t`Show Less` : t`Read More`}
        </Button>
      ) : null}
    </Box>
  );
}
