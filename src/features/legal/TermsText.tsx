import { Link as RouterLink } from 'react-router-dom';

import { TMDB_URL } from './links';
import { useLegalFacts } from './useLegalFacts';

/** The Terms of Service: our own text, true of this product (DECISIONS "Content"). */
export function TermsText() {
  const { siteName, operator, Operator, accounts } = useLegalFacts();
  return (
    <>
      <section>
        <h2>About {siteName}</h2>
        <p>
          {siteName} is a free website for finding movies and TV shows, keeping a watchlist and
          favorites, and watching trailers and other videos in players embedded from other services.
          It is run by <strong>{operator}</strong> (“we”, “us”). By using the site you accept these
          terms. If you do not accept them, please do not use it.
        </p>
      </section>
      <section>
        <h2>No account needed</h2>
        <p>
          Every part of {siteName} works without signing up or signing in. Your watchlist,
          favorites, viewing progress and profile are saved in your own browser
          {accounts
            ? '. An account is your choice: with one, an encrypted copy is also kept on our server so that your other devices can sync it. We cannot read it, and nobody can recover a lost passphrase.'
            : ', not on our server.'}{' '}
          The <RouterLink to="/privacy">Privacy Policy</RouterLink> explains what is kept and where.
        </p>
      </section>
      <section>
        <h2>Videos and players</h2>
        <p>
          {siteName} hosts no video files. Trailers play from YouTube, and any other player shown
          with a title is run by another service, on its own servers and under its own terms. We do
          not control what those players show, including their advertising, and we are not
          responsible for it. The <RouterLink to="/AdBlockers">recommended ad blockers</RouterLink>{' '}
          can help with unwanted ads and pop-ups.
        </p>
        <p>
          Picture quality depends on the player: up to 1080p, or 4K with players that offer it. If a
          player stops or shows an error, wait two or three minutes and try again, or pick another
          player when more than one is offered.
        </p>
      </section>
      <section>
        <h2>Catalogue information</h2>
        <p>
          Titles, dates, cast, pictures and other facts about movies and shows come from{' '}
          <a href={TMDB_URL}>TMDB</a> (The Movie Database) and may be incomplete or out of date.
          This product uses the TMDB API but is not endorsed or certified by TMDB.
        </p>
      </section>
      <section>
        <h2>Using the site fairly</h2>
        <p>Please use {siteName} for your own, non-commercial browsing and viewing. Do not:</p>
        <ul>
          <li>try to disrupt the site or its server, or get around its limits;</li>
          <li>copy the site or its data in bulk by automated means;</li>
          <li>use it to break the law or to infringe anyone’s rights.</li>
        </ul>
        <p>We may block access that harms the site or its visitors.</p>
      </section>
      <section>
        <h2>Children</h2>
        <p>
          The site is meant for a general audience. It is not aimed at children under 13, and they
          should not use the contact form.
        </p>
      </section>
      <section>
        <h2>No warranty</h2>
        <p>
          The site is provided free of charge and as it is, without any warranty. It may change, be
          interrupted or stop at any time. As far as the law allows, {operator} cannot be held
          liable for any loss arising from the use of the site or of the services it links to or
          embeds.
        </p>
      </section>
      <section>
        <h2>Changes to these terms</h2>
        <p>
          These terms may be updated. The date at the top of this page shows when they last changed,
          and using the site after a change means accepting the new version.
        </p>
      </section>
      <section>
        <h2>Governing law</h2>
        <p>
          These terms are governed by the law of the place where {operator} is established. This
          does not take away any rights that the law of your own country gives you and that cannot
          be set aside by agreement.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          {Operator} can be reached through the contact form: use the Contact Support button below,
          or Contact us at the bottom of any page.
        </p>
      </section>
    </>
  );
}
