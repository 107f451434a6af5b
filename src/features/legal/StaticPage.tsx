import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { ListHero } from '@/components/ListHero';
import { PageTitle } from '@/components/PageTitle';
import { PageWidth } from '@/components/PageWidth';

import { useLegalFacts } from './useLegalFacts';

interface StaticPageProps {
  /** The page's h1 and tab title. */
  heading: string;
  /** One line under the heading. */
  intro: string;
  /** The page's text: h2 sections, paragraphs and lists, styled here. */
  children: ReactNode;
  /** What ends the page: its 'Contact Support' button (the page passes it in). */
  contact: ReactNode;
}

/**
 * The frame of every static page: hero with the heading and the date, the text in a readable column,
 * and a closing panel leading to the contact modal.
 */
export function StaticPage({ heading, intro, children, contact }: StaticPageProps) {
  const { date } = useLegalFacts();
  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <ListHero id="static-page-heading" heading={heading} text={intro}>
        <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
          <Trans>Last updated: {date}</Trans>
        </Typography>
      </ListHero>
      <PageWidth max="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{
            color: 'text.secondary',
            lineHeight: 1.7,
            '& h2': {
              color: 'text.primary',
              fontSize: { xs: '1.25rem', md: '1.5rem' },
              fontWeight: 700,
              lineHeight: 1.3,
              mt: 5,
              mb: 1.5,
            },
            '& > :first-of-type, & > section:first-of-type > h2': { mt: 0 },
            '& p': { my: 1.5 },
            '& ul': { my: 1.5, pl: 3 },
            '& li': { my: 0.75 },
            '& strong': { color: 'text.primary' },
            '& a': { color: 'primary.main', textDecoration: 'underline' },
            '& code': {
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: '0.875em',
              color: 'text.primary',
              overflowWrap: 'anywhere',
            },
          }}
        >
          {children}
        </Box>
        <Box
          component="section"
          aria-labelledby="static-page-help"
          sx={{
            mt: 6,
            p: { xs: 3, md: 4 },
            borderRadius: 2,
            bgcolor: 'background.paper',
            border: ({ palette }) => `1px solid ${palette.overlay.hairline}`,
            textAlign: 'center',
          }}
        >
          <Typography id="static-page-help" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            <Trans>Still have a question?</Trans>
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            <Trans>
              Write to us through the contact form. Add your email address if you would like a
              reply.
            </Trans>
          </Typography>
          {contact}
        </Box>
      </PageWidth>
    </>
  );
}
