import { Select, Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';

import { TMDB_URL } from './links';
import { useLegalFacts } from './useLegalFacts';

/** The Terms of Service: our own text, true of this product (DECISIONS "Content"). */
export function TermsText() {
  const { siteName, operator, operatorKind, accounts } = useLegalFacts();
  return (
    <>
      <section>
        <h2>
          <Trans>About {siteName}</Trans>
        </h2>
        <p>
          <Trans>
            {siteName} is a free website for finding movies and TV shows, keeping a watchlist and
            favorites, and watching trailers and other videos in players embedded from other
            services. It is run by{' '}
            <strong>
              <Select value={operatorKind} _named={operator} other="the people who run this site" />
            </strong>{' '}
            (“we”, “us”). By using the site you accept these terms. If you do not accept them,
            please do not use it.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>No account needed</Trans>
        </h2>
        <p>
          {accounts ? (
            <Trans>
              Every part of {siteName} works without signing up or signing in. Your watchlist,
              favorites, viewing progress and profile are saved in your own browser. An account is
              your choice: with one, an encrypted copy is also kept on our server so that your other
              devices can sync it. We cannot read it, and nobody can recover a lost passphrase. The{' '}
              <RouterLink to="/privacy">Privacy Policy</RouterLink> explains what is kept and where.
            </Trans>
          ) : (
            <Trans>
              Every part of {siteName} works without signing up or signing in. Your watchlist,
              favorites, viewing progress and profile are saved in your own browser, not on our
              server. The <RouterLink to="/privacy">Privacy Policy</RouterLink> explains what is
              kept and where.
            </Trans>
          )}
        </p>
      </section>
      <section>
        <h2>
          <Trans>Videos and players</Trans>
        </h2>
        <p>
          <Trans>
            {siteName} hosts no video files. Trailers play from YouTube, and any other player shown
            with a title is run by another service, on its own servers and under its own terms. We
            do not control what those players show, including their advertising, and we are not
            responsible for it. The{' '}
            <RouterLink to="/AdBlockers">recommended ad blockers</RouterLink> can help with unwanted
            ads and pop-ups.
          </Trans>
        </p>
        <p>
          <Trans>
            Picture quality depends on the player: up to 1080p, or 4K with players that offer it. If
            a player stops or shows an error, wait two or three minutes and try again, or pick
            another player when more than one is offered.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Catalogue information</Trans>
        </h2>
        <p>
          <Trans>
            Titles, dates, cast, pictures and other facts about movies and shows come from{' '}
            <a href={TMDB_URL}>TMDB</a> (The Movie Database) and may be incomplete or out of date.
            This product uses the TMDB API but is not endorsed or certified by TMDB.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Using the site fairly</Trans>
        </h2>
        <p>
          <Trans>
            Please use {siteName} for your own, non-commercial browsing and viewing. Do not:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>try to disrupt the site or its server, or get around its limits;</Trans>
          </li>
          <li>
            <Trans>copy the site or its data in bulk by automated means;</Trans>
          </li>
          <li>
            <Trans>use it to break the law or to infringe anyone’s rights.</Trans>
          </li>
        </ul>
        <p>
          <Trans>We may block access that harms the site or its visitors.</Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Children</Trans>
        </h2>
        <p>
          <Trans>
            The site is meant for a general audience. It is not aimed at children under 13, and they
            should not use the contact form.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>No warranty</Trans>
        </h2>
        <p>
          <Trans>
            The site is provided free of charge and as it is, without any warranty. It may change,
            be interrupted or stop at any time. As far as the law allows,{' '}
            <Select value={operatorKind} _named={operator} other="the people who run this site" />{' '}
            cannot be held liable for any loss arising from the use of the site or of the services
            it links to or embeds.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Changes to these terms</Trans>
        </h2>
        <p>
          <Trans>
            These terms may be updated. The date at the top of this page shows when they last
            changed, and using the site after a change means accepting the new version.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Governing law</Trans>
        </h2>
        <p>
          <Trans>
            These terms are governed by the law of the place where{' '}
            <Select value={operatorKind} _named={operator} other="the people who run this site" />{' '}
            is established. This does not take away any rights that the law of your own country
            gives you and that cannot be set aside by agreement.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Contact</Trans>
        </h2>
        <p>
          <Trans>
            <Select value={operatorKind} _named={operator} other="The people who run this site" />{' '}
            can be reached through the contact form: use the Contact Support button below, or
            Contact us at the bottom of any page.
          </Trans>
        </p>
      </section>
    </>
  );
}
