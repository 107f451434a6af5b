import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';

import { StoredKeys } from './StoredKeys';
import { useLegalFacts } from './useLegalFacts';

/** The Cookie Policy: our own text, true of this product (DECISIONS "Content"). */
export function CookiesText() {
  const { siteName, accounts } = useLegalFacts();
  return (
    <>
      <section>
        <h2>
          {accounts ? (
            <Trans>Cookies only for signing in and for your language</Trans>
          ) : (
            <Trans>One cookie, only if you choose a language</Trans>
          )}
        </h2>
        <p>
          {accounts ? (
            <Trans>
              Our server sets one cookie, marquee_session (over HTTPS, __Host-marquee_session), and
              only on a device you sign in to an account with: it keeps that device signed in until
              you sign out. Choosing a language in Settings sets a cookie, marquee_language, which
              holds only that choice, so that pages come from our server in your language; it lasts
              a year from the choice. Otherwise neither our server nor the site’s own code sets
              cookies. What {siteName} keeps is in your browser’s storage (local storage and session
              storage), which works much like cookies but is never sent to our server with your
              requests; only a device signed in to an account sends its lists, encrypted so that we
              cannot read them. The cookie notice asks about that storage.
            </Trans>
          ) : (
            <Trans>
              Choosing a language in Settings sets a cookie, marquee_language, which holds only that
              choice, so that pages come from our server in your language; it lasts a year from the
              choice. Otherwise neither our server nor the site’s own code sets cookies. What{' '}
              {siteName} keeps is in your browser’s storage (local storage and session storage),
              which works much like cookies but is never sent to our server. The cookie notice asks
              about that storage.
            </Trans>
          )}
        </p>
      </section>
      <section>
        <h2>
          <Trans>What is stored, and why</Trans>
        </h2>
        <p>
          <Trans>
            Everything below is there so the site remembers your lists and choices on this device.
            None of it identifies you or is shared with anyone. In local storage:
          </Trans>
        </p>
        <StoredKeys accounts={accounts} />
        <p>
          <Trans>
            In session storage, emptied when you close the tab: whether the welcome screen has been
            shown and whether you dismissed the announcement banner.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Your choice in the cookie notice</Trans>
        </h2>
        <p>
          <Trans>
            Accept All Cookies and Accept Essential Only each record your answer in this browser, so
            the notice does not come back; closing it without choosing asks again on a later visit.
            Either way, the lists you build stay in your browser and nowhere else.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Cookies set by other services</Trans>
        </h2>
        <p>
          <Trans>
            Trailers play in YouTube’s privacy-enhanced (no-cookie) player. Other video players are
            run by third parties and may set their own cookies under their own policies. Your
            browser’s settings can block third-party cookies altogether.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Removing what is stored</Trans>
        </h2>
        <p>
          <Trans>
            Clear All Local Data in <RouterLink to="/user-settings">Settings</RouterLink> removes
            everything the site saved except the note that it has opened here before. Your browser’s
            settings for this site can remove or block all of it; the site then forgets your lists
            when you leave. More in the <RouterLink to="/privacy">Privacy Policy</RouterLink>.
          </Trans>
        </p>
      </section>
    </>
  );
}
