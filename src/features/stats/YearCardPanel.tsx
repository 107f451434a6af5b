import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';

import { DEFAULT_SITE, useGetSiteConfigQuery } from '@/services/site';

import { CARD_HEIGHT, CARD_WIDTH, drawYearCard, savePng } from './cardCanvas';
import type { Figures } from './figures';
import { cardLine, yearCardContent, yearCardFileName, yearCardText } from './yearCard';

/**
 * The year card: drawn on a canvas in the page (its accessible name says everything it shows) and
 * saved from it as a PNG. A browser that gives no canvas keeps the card's text and says so.
 */
export function YearCardPanel({ figures }: { figures: Figures }) {
  const theme = useTheme();
  const { data: site = DEFAULT_SITE } = useGetSiteConfigQuery();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<boolean | null>(null);
  const [said, setSaid] = useState('');
  const { i18n, t } = useLingui();
  const card = useMemo(() => yearCardContent(i18n, figures, site.name), [i18n, figures, site.name]);
  const fileName = yearCardFileName(figures, site.name);
  const yearView = figures.period === 'year';

  useEffect(() => {
    if (!canvas.current) return;
    const done = drawYearCard(
      canvas.current,
      card,
      {
        background: theme.palette.background.default,
        panel: theme.palette.background.paper,
        accent: theme.palette.primary.main,
        text: theme.palette.text.primary,
        muted: theme.palette.text.secondary,
      },
      theme.typography.fontFamily ?? 'sans-serif',
    );
    setDrawn(done);
  }, [card, theme]);

  const save = async () => {
    if (!canvas.current) return;
    const saved = await savePng(canvas.current, fileName);
    setSaid(saved ? t`Saved ${fileName}.` : t`Your browser could not make the picture.`);
  };

  return (
    <Box component="section" aria-labelledby="stats-card" sx={{ minWidth: 0 }}>
      <Typography id="stats-card" component="h2" variant="h5" sx={{ mb: 1 }}>
        {yearView ? <Trans>Your year card</Trans> : <Trans>Your all-time card</Trans>}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>A picture of these figures to keep or share. It is made in this browser.</Trans>
      </Typography>
      <Box
        component="canvas"
        ref={canvas}
        width={CARD_WIDTH}
        height={CARD_HEIGHT}
        role="img"
        aria-label={yearCardText(i18n, card)}
        sx={{
          display: drawn === false ? 'none' : 'block',
          width: '100%',
          maxWidth: 320,
          height: 'auto',
          aspectRatio: `${CARD_WIDTH} / ${CARD_HEIGHT}`,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          mb: 2,
        }}
      />
      {drawn === false ? (
        <Box sx={{ mb: 2 }}>
          <Typography color="text.secondary" id="stats-card-text">
            <Trans>Your browser cannot draw the card here. This is what it would say:</Trans>
          </Typography>
          <Box component="ul" aria-labelledby="stats-card-text" sx={{ pl: 3 }}>
            <li>{cardLine(i18n, card.heading, card.subheading)}</li>
            {card.lines.map(({ label, value }) => (
              <li key={label}>{cardLine(i18n, label, value)}</li>
            ))}
          </Box>
        </Box>
      ) : null}
      <Button variant="contained" onClick={() => void save()} disabled={drawn !== true}>
        {yearView ? <Trans>Save year card</Trans> : <Trans>Save all-time card</Trans>}
      </Button>
      <Typography role="status" color="text.secondary" sx={{ mt: 1, minHeight: '1.5em' }}>
        {said}
      </Typography>
    </Box>
  );
}
