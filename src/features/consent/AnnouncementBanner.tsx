import { Trans, useLingui } from '@lingui/react/macro';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface AnnouncementBannerProps {
  /** The operator's text (SITE_ANNOUNCEMENT), shown as plain text. */
  text: string;
  /** Where 'Watch Now' goes: a path on this site or an https URL; null: no link. */
  link: string | null;
  /** Gone for the rest of the session. */
  onDismiss: () => void;
}

/** 'Watch Now': a router link for a path here, a plain link for another site. */
function WatchNow({ link }: { link: string }) {
  const common = { variant: 'contained', size: 'small', sx: { flexShrink: 0 } } as const;
  return link.startsWith('/') ? (
    <Button {...common} component={RouterLink} to={link}>
      <Trans>Watch Now</Trans>
    </Button>
  ) : (
    <Button {...common} href={link} rel="noopener">
      <Trans>Watch Now</Trans>
    </Button>
  );
}

/**
 * The bottom announcement banner (spec section 4): the operator's text and 'Watch Now', collapsible to
 * a small bar, dismissed for the session. Clear of the scroll-to-top button at the bottom right.
 */
export function AnnouncementBanner({ text, link, onDismiss }: AnnouncementBannerProps) {
  const [expanded, setExpanded] = useState(true);
  const contentId = useId();
  const { t } = useLingui();
  return (
    <Box
      component="section"
      aria-label={t`Announcement`}
      sx={{
        position: 'fixed',
        zIndex: 'speedDial',
        bottom: { xs: 16, sm: 24 },
        left: { xs: 12, md: '50%' },
        right: { xs: 76, sm: 88, md: 'auto' },
        width: { md: 720 },
        transform: { md: 'translateX(-50%)' },
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pl: 0.5,
        pr: 0.5,
        py: 0.5,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 2,
        boxShadow: 8,
      }}
    >
      <IconButton
        aria-expanded={expanded}
        aria-controls={contentId}
        aria-label={expanded ? t`Collapse the announcement` : t`Expand the announcement`}
        onClick={() => setExpanded((now) => !now)}
      >
        {expanded ? <ExpandMoreIcon /> : <ExpandLessIcon />}
      </IconButton>
      {!expanded && (
        <Typography sx={{ flex: 1, fontWeight: 700 }} aria-hidden>
          <Trans>Announcement</Trans>
        </Typography>
      )}
      <Box
        id={contentId}
        hidden={!expanded}
        sx={{
          flex: 1,
          minWidth: 0,
          py: 1,
          display: expanded ? 'flex' : 'none',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Typography sx={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
        {link && <WatchNow link={link} />}
      </Box>
      <IconButton aria-label={t`Dismiss the announcement`} onClick={onDismiss}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
