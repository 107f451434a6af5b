import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';

import { ErrorBox } from '@/components/ErrorBox';
import { formatNumber } from '@/lib/intlFormats';
import { CONTACT_MAX_LENGTH, contactErrorText, useSendContactMutation } from '@/services/contact';

/** Spec: the success overlay closes the modal after 2.5 s. */
export const SUCCESS_CLOSE_MS = 2500;

interface ContactDialogProps {
  open: boolean;
  /** Set by the opener; empty from the footer (spec: "may be empty"). */
  subject: string;
  onClose: () => void;
}

/**
 * The contact modal (spec "Contact modal"): idle; sending (spinner, Send disabled); sent (the overlay
 * 'Message Sent!', the field cleared, closed after 2.5 s); failed (the server's reason, or the spec's
 * fallback, above the form, which keeps the text so nothing typed is lost). The message is required and
 * trimmed before it goes.
 */
export function ContactDialog({ open, subject, onClose }: ContactDialogProps) {
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const { t, i18n } = useLingui();
  const [sendContact, { isLoading: sending, isError, error, reset }] = useSendContactMutation();
  // Whether the modal is still open when an answer comes back (the visitor may close it meanwhile).
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(onClose, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  const trimmed = message.trim();
  const limit = CONTACT_MAX_LENGTH;
  const used = formatNumber(message.length, i18n.locale);
  const max = formatNumber(limit, i18n.locale);
  const canSend = trimmed.length > 0 && !sending && !sent;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend) return;
    try {
      await sendContact({ subject: subject.trim(), message: trimmed }).unwrap();
    } catch {
      // Shown from the mutation's error; the text stays for another try.
      return;
    }
    setMessage('');
    if (openRef.current) setSent(true);
  };

  // Once closed, the next opening starts clean: no overlay, no earlier failure (the text stays).
  const exited = () => {
    setSent(false);
    if (!sending) reset();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: exited } }}
    >
      <Box inert={sent} component="form" onSubmit={submit} noValidate>
        <DialogTitle>
          <Trans>Contact Us</Trans>
        </DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <Trans>
              Ask a question, report a problem or tell us what you think. If you would like a reply,
              include a way to reach you, such as an email address.
            </Trans>
          </Typography>
          {subject ? (
            <Typography sx={{ mb: 2 }}>
              <Trans>
                <Box component="strong" sx={{ fontWeight: 700 }}>
                  Subject:
                </Box>{' '}
                {subject}
              </Trans>
            </Typography>
          ) : null}
          {isError ? <ErrorBox sx={{ mb: 2 }}>{contactErrorText(error, i18n)}</ErrorBox> : null}
          <TextField
            label={t`Message`}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            required
            multiline
            minRows={5}
            maxRows={12}
            fullWidth
            helperText={t`${plural(limit, {
              one: `${used} / ${max} character`,
              other: `${used} / ${max} characters`,
            })}`}
            slotProps={{
              // Read-only while sending: what is on screen is what was sent (and is cleared after).
              htmlInput: { maxLength: CONTACT_MAX_LENGTH, readOnly: sending },
              formHelperText: { sx: { textAlign: 'right', mx: 0 } },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSend}
            startIcon={
              sending ? (
                <CircularProgress size={16} color="inherit" aria-label={t`Sending`} />
              ) : null
            }
          >
            {sending ? t`Sending…` : t`Send Message`}
          </Button>
        </DialogActions>
      </Box>
      {sent ? (
        <Box
          role="status"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeContent: 'center',
            justifyItems: 'center',
            gap: 1,
            p: 3,
            textAlign: 'center',
            // The dialog's own surface (colour and elevation tint), above the field's floating label.
            background: 'inherit',
            zIndex: 2,
          }}
        >
          <CheckCircleIcon aria-hidden color="success" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            <Trans>Message Sent!</Trans>
          </Typography>
          <Typography color="text.secondary">
            <Trans>We&apos;ll get back to you as soon as possible.</Trans>
          </Typography>
        </Box>
      ) : null}
    </Dialog>
  );
}
