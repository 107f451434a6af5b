import { Select, Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';

import { TMDB_PRIVACY_URL, TMDB_URL } from './links';
import { StoredKeys } from './StoredKeys';
import { useLegalFacts } from './useLegalFacts';

/** The Privacy Policy: our own text, true of this product (DECISIONS "Content"). */
export function PrivacyText() {
  const { siteName, operator, operatorKind, accounts } = useLegalFacts();
  return (
    <>
      <section>
        <h2>
          <Trans>In short</Trans>
        </h2>
        <ul>
          {accounts ? (
            <li>
              <Trans>
                Accounts are optional. Without one, your lists and progress stay in your own
                browser. With one, they are encrypted in your browser before they are sent, and we
                cannot read them.
              </Trans>
            </li>
          ) : (
            <li>
              <Trans>
                There are no accounts: your lists and progress stay in your own browser.
              </Trans>
            </li>
          )}
          <li>
            <Trans>
              The only personal information you can send us is what you write in the contact form.
            </Trans>
          </li>
          <li>
            {accounts ? (
              <Trans>
                No analytics, no advertising and no tracking code of ours; our server sets one
                cookie, and only on a device signed in to an account. The site sets one more,
                holding only the language you choose in Settings, if you choose one.
              </Trans>
            ) : (
              <Trans>
                No analytics, no advertising and no tracking code of ours; our server sets no
                cookies. The site sets one, holding only the language you choose in Settings, if you
                choose one.
              </Trans>
            )}
          </li>
          <li>
            <Trans>
              {siteName} hosts no video: players come from other services, with their own policies.
            </Trans>
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <Trans>Who is responsible</Trans>
        </h2>
        <p>
          <Trans>
            {siteName} is run by{' '}
            <strong>
              <Select value={operatorKind} _named={operator} other="the people who run this site" />
            </strong>
            . For any question about your data, or to ask for a message you sent to be deleted, use
            the contact form (the Contact Support button below).
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>What stays in your browser</Trans>
        </h2>
        <p>
          {accounts ? (
            <Trans>
              Your watchlist, favorites, ratings, diary, viewing progress and profile are saved in
              your browser’s local storage on this device. Unless you sign in to an account (below),
              they are never sent to our server, and other devices and browsers do not see them. The
              site uses these keys:
            </Trans>
          ) : (
            <Trans>
              Your watchlist, favorites, ratings, diary, viewing progress and profile are saved in
              your browser’s local storage on this device. They are never sent to our server, and
              other devices and browsers do not see them. The site uses these keys:
            </Trans>
          )}
        </p>
        <StoredKeys accounts={accounts} />
        <p>
          <Trans>
            Session storage, which your browser empties when the tab closes, holds whether the
            welcome screen has been shown and whether you dismissed the announcement banner. You can
            remove everything at once with Clear All Local Data in{' '}
            <RouterLink to="/user-settings">Settings</RouterLink>, or through your browser’s
            settings for this site. To move your lists to another browser, use Export and Import in
            Settings: the file stays with you.
          </Trans>
        </p>
      </section>
      {accounts && (
        <section>
          <h2>
            <Trans>If you create an account</Trans>
          </h2>
          <p>
            <Trans>
              An account lets your lists follow you to your other devices. It has no e-mail address
              and no password: it is a passphrase of 12 words that your browser makes and that we
              never see. Your browser seals each entry of your lists (a title on your watchlist, how
              far you got in an episode, your name and picture) with keys that only your passphrase
              opens, before it is sent.
            </Trans>
          </p>
          <p>
            <Trans>
              Our promise: whoever runs or breaks into our server, or steals one of your sessions,
              can delay or hold back your sync, but cannot read, forge, reorder, roll back or delete
              your lists without your devices noticing. A change that does not check out is left out
              and counted in Settings, and so is a change your other devices sent that never
              arrived.
            </Trans>
          </p>
          <p>
            <Trans>
              Exactly what we keep and can see for an account: a public key that identifies it; its
              account key, locked by your passphrase, which we cannot open; for each entry an opaque
              name, a sealed body of one of four fixed sizes, the time a device changed it and
              whether it was deleted; for each signed-in device a random session code (stored
              scrambled), its sealed name and browser, when it signed in and was last used, and the
              address it connects from; and when the passphrase or keys were changed. When one of
              your devices signs another out, or you delete the account, we keep that other device’s
              scrambled code and the reason until its session would have run out, so that it can
              tell you why it was signed out; nothing else of a deleted account is kept. We cannot
              read which titles you saved, your progress, your name, your picture or your device
              names, and we cannot recover your passphrase. In Settings you can change your
              passphrase, or change your account’s keys, which signs out every other device: what a
              lost device kept opens nothing from then on.
            </Trans>
          </p>
          <p>
            <Trans>
              Signing in sets one cookie, <code>marquee_session</code> (over HTTPS,{' '}
              <code>__Host-marquee_session</code>), which keeps that device signed in. You can sign
              out any device (devices not seen for 30 days are marked, and can be signed out
              together), and delete your account with everything we keep for it, in{' '}
              <RouterLink to="/user-settings">Settings</RouterLink>. Deleting the account leaves
              your browser’s own copy in place.
            </Trans>
          </p>
        </section>
      )}
      <section>
        <h2>
          <Trans>The contact form</Trans>
        </h2>
        <p>
          <Trans>
            When you send a message, its subject and text go to our server. It stores them with the
            time they arrived, so that{' '}
            <Select value={operatorKind} _named={operator} other="the people who run this site" />{' '}
            can read and answer them, and may also forward them by email. Nothing else about you is
            attached. Include an email address only if you want a reply, and please leave out
            passwords and other sensitive details. Messages are kept for as long as they are needed
            to deal with them.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>What our server sees</Trans>
        </h2>
        <p>
          <Trans>
            Like every web server, ours receives your IP address with each request, along with the
            page or catalogue data asked for (which includes what you type in the search box). It
            uses the address to limit how many contact messages can be sent from one place, and the
            address may appear in the server’s technical logs, which are used to keep the site
            running and safe. It is not used to build a profile of you, and it is not sold or shared
            for marketing.
          </Trans>
        </p>
        <p>
          <Trans>
            For You is worked out in your browser. To find candidates it asks the server, in
            separate requests, for the same lists a title’s page shows (its recommendations and
            similar titles, and a film’s details with its cast and crew) for some of the titles you
            saved, rated or watched, and for the best-known titles of one genre, of one decade and
            of one or two people. So the server sees those requests as it would see you opening
            those pages, one after another from your address; it never receives your lists, ratings
            or diary, nor which titles you hid.
          </Trans>
        </p>
        <p>
          <Trans>
            Your Stats and the Calendar work the same way: to count the cast, directors and hours of
            what you watched, or to find the next dates of what you follow, they ask for each
            title’s details on its own, as its page does. The calendar file (.ics) is made in your
            browser; nothing is sent to make it.
          </Trans>
        </p>
        <p>
          <Trans>
            Importing from Letterboxd sends the name of each film in the file to the server’s
            search, each in its own request, to find it in the catalogue; importing IMDb ratings
            sends each title’s IMDb id the same way. Your ratings, dates and notes stay in your
            browser.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Other services</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Posters, backdrops and photos normally load directly from the image server of{' '}
              <a href={TMDB_URL}>TMDB</a>, the source of the catalogue, which therefore sees your IP
              address (see <a href={TMDB_PRIVACY_URL}>TMDB’s privacy policy</a>).
            </Trans>
          </li>
          <li>
            <Trans>Trailers play in YouTube’s privacy-enhanced (no-cookie) player.</Trans>
          </li>
          <li>
            <Trans>
              Other video players are run by third parties. They have their own privacy policies and
              may set cookies or show ads; we do not control them.
            </Trans>
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <Trans>Children</Trans>
        </h2>
        <p>
          <Trans>
            The site is not aimed at children under 13, and we do not knowingly collect information
            from them. If a child has sent us a message, ask us through the contact form and it will
            be deleted.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Changes to this policy</Trans>
        </h2>
        <p>
          <Trans>
            <Select value={operatorKind} _named={operator} other="The people who run this site" />{' '}
            may update this policy; the date at the top of the page shows the latest version. See
            also the <RouterLink to="/cookies">Cookie Policy</RouterLink> and the{' '}
            <RouterLink to="/terms">Terms of Service</RouterLink>.
          </Trans>
        </p>
      </section>
    </>
  );
}
