import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { TMDB_URL } from './links';
import { useLegalFacts } from './useLegalFacts';
import type { LegalFacts } from './useLegalFacts';

interface Question {
  question: string;
  answer: ReactNode;
}

/** The eight questions (spec: "8 collapsible questions"), in our own words, in the page's language. */
function questions(
  { siteName, operator, operatorKind, accounts }: LegalFacts,
  i18n: I18n,
): Question[] {
  return [
    {
      question: i18n._(msg`Do I need an account?`),
      answer: (
        <p>
          {accounts ? (
            <Trans>
              No. Everything on {siteName} works without signing up. Your watchlist, favorites and
              viewing progress are saved in this browser, so they are still there the next time you
              visit on this device. An account is optional: it keeps them in step across your
              devices, encrypted in your browser so that we cannot read them.
            </Trans>
          ) : (
            <Trans>
              No. Everything on {siteName} works without signing up. Your watchlist, favorites and
              viewing progress are saved in this browser, so they are still there the next time you
              visit on this device.
            </Trans>
          )}
        </p>
      ),
    },
    {
      question: i18n._(msg`Where are my watchlist and favorites kept?`),
      answer: (
        <p>
          {accounts ? (
            <Trans>
              In your browser’s local storage, on this device. Only if you sign in to an account is
              an encrypted copy kept on our server, for your other devices; we cannot read it.
              Clearing your browser’s data for this site removes this browser’s copy. To take them
              to another browser without an account, use Export in{' '}
              <RouterLink to="/user-settings">Settings</RouterLink> and Import in the other one.
            </Trans>
          ) : (
            <Trans>
              In your browser’s local storage, on this device only: nothing is sent to us. Clearing
              your browser’s data for this site removes them. To take them to another browser, use
              Export in <RouterLink to="/user-settings">Settings</RouterLink> and Import in the
              other one.
            </Trans>
          )}
        </p>
      ),
    },
    {
      question: i18n._(msg`Does ${siteName} host the videos?`),
      answer: (
        <p>
          <Trans>
            No. Trailers play from YouTube, and any other player is run by another service on its
            own servers. {siteName} only shows that player in the page.
          </Trans>
        </p>
      ),
    },
    {
      question: i18n._(msg`What video quality can I expect?`),
      answer: (
        <p>
          <Trans>
            It depends on the player: up to 1080p with most, and up to 4K with players that offer
            it. A slow connection can lower the quality for a while.
          </Trans>
        </p>
      ),
    },
    {
      question: i18n._(msg`A video stopped or shows an error. What should I do?`),
      answer: (
        <p>
          <Trans>
            Wait two or three minutes, then reload the page: players sometimes pause while their
            servers catch up. If it still fails, pick another player when more than one is offered,
            or come back later.
          </Trans>
        </p>
      ),
    },
    {
      question: i18n._(msg`Why do I see ads or pop-ups in a player?`),
      answer: (
        <p>
          <Trans>
            Players run by other services may show their own advertising, which we do not control. A
            browser extension can block most of it: see our{' '}
            <RouterLink to="/AdBlockers">recommended ad blockers</RouterLink>.
          </Trans>
        </p>
      ),
    },
    {
      question: i18n._(msg`Where does the information about movies and shows come from?`),
      answer: (
        <p>
          <Trans>
            From <a href={TMDB_URL}>TMDB</a> (The Movie Database), a database built by its
            community, where mistakes can be corrected. This product uses the TMDB API but is not
            endorsed or certified by TMDB.
          </Trans>
        </p>
      ),
    },
    {
      question: i18n._(msg`How do I get in touch?`),
      answer: (
        <p>
          <Trans>
            Use the contact form: the Contact Support button below, or Contact us at the bottom of
            any page. Your message goes to{' '}
            <Select value={operatorKind} _named={operator} other="the people who run this site" />.
            Add your email address to it if you would like a reply.
          </Trans>
        </p>
      ),
    },
  ];
}

/** One question: a button in a heading that shows or hides its answer (WAI-ARIA accordion). */
function FaqItem({ question, answer }: Question) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box
      component="li"
      sx={{
        // Doubled class: above the page's prose styles for lists and headings.
        '&&': { listStyle: 'none', my: 0 },
        borderBottom: ({ palette }) => `1px solid ${palette.overlay.hairline}`,
      }}
    >
      <Box component="h2" sx={{ '&&': { m: 0, fontSize: '1.0625rem' } }}>
        <Box
          component="button"
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          id={`${id}-question`}
          onClick={() => setOpen((value) => !value)}
          sx={{
            width: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            py: 2,
            px: 0,
            border: 0,
            background: 'none',
            color: 'text.primary',
            font: 'inherit',
            fontWeight: 700,
            textAlign: 'left',
            cursor: 'pointer',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          {question}
          <ExpandMoreIcon
            aria-hidden
            sx={{
              flexShrink: 0,
              transition: 'transform 0.2s',
              transform: open ? 'rotate(180deg)' : 'none',
            }}
          />
        </Box>
      </Box>
      <Box
        id={`${id}-answer`}
        role="region"
        aria-labelledby={`${id}-question`}
        hidden={!open}
        sx={{ pb: 1, '&& p': { mt: 0 } }}
      >
        {answer}
      </Box>
    </Box>
  );
}

/** The FAQ's questions, each closed until its button is pressed. */
export function FaqList() {
  const facts = useLegalFacts();
  const { i18n } = useLingui();
  return (
    <Box component="ul" sx={{ '&&': { p: 0, m: 0 } }}>
      {questions(facts, i18n).map((item) => (
        <FaqItem key={item.question} {...item} />
      ))}
    </Box>
  );
}
