import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { formatNumber } from '@/lib/intlFormats';

import type { LookupProgress } from './useLookups';

/** An import's look-ups under way: a labelled progress bar, "12 of 40 films", and Cancel. */
export function LookupProgressBar({
  label,
  progress,
  unit,
  onCancel,
}: {
  label: string;
  progress: LookupProgress;
  /** "40 films", "40 titles". */
  unit: (n: number) => string;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const { done, total } = progress;
  const units = unit(total);
  const doneText = formatNumber(done, i18n.locale);
  return (
    <Box>
      <Typography id={labelId} sx={{ mb: 1 }}>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 100 : (done / total) * 100}
        aria-labelledby={labelId}
        aria-valuetext={t`${doneText} of ${units}`}
      />
      <Typography sx={{ mt: 1, mb: 2 }}>
        <Trans>
          {doneText} of {units}
        </Trans>
      </Typography>
      <Button variant="outlined" color="inherit" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </Box>
  );
}

/** How the look-ups went, one line per status. */
export function MatchCounts({ counts }: { counts: readonly [string, number][] }) {
  const { t, i18n } = useLingui();
  return (
    <Box component="ul" aria-label={t`Matches by status`} sx={{ pl: 3, mt: 0, mb: 1 }}>
      {counts.map(([label, n]) => {
        const count = formatNumber(n, i18n.locale);
        return <li key={label}>{t`${label}: ${count}`}</li>;
      })}
    </Box>
  );
}
