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
          {accounts
            ? 'Cookies only for signing in and for your language'
            : 'One cookie, only if you choose a language'}
        </h2>
        <p>
          {accounts
            ? 'Our server sets one cookie, marquee_session (over HTTPS, __Host-marquee_session), and only on a device you sign in to an account with: it keeps that device signed in until you sign out. '
            : ''}
          Choosing a language in Settings sets a cookie, marquee_language, which holds only that
          choice, so that pages come from our server in your language; it lasts a year from the
          choice. Otherwise neither our server nor the site’s own code sets cookies. What {siteName}{' '}
          keeps is in your browser’s storage (local storage and session storage), which works much
          like cookies but is never sent to our server
          {accounts
            ? ' with your requests; only a device signed in to an account sends its lists, encrypted so that we cannot read them.'
            : '.'}{' '}
          The cookie notice asks about that storage.
        </p>
      </section>
      <section>
        <h2>What is stored, and why</h2>
        <p>
          Everything below is there so the site remembers your lists and choices on this device.
          None of it identifies you or is shared with anyone. In local storage:
        </p>
        <StoredKeys accounts={accounts} />
        <p>
          In session storage, emptied when you close the tab: whether the welcome screen has been
          shown and whether you dismissed the announcement banner.
        </p>
      </section>
      <section>
        <h2>Your choice in the cookie notice</h2>
        <p>
          Accept All Cookies and Accept Essential Only each record your answer in this browser, so
          the notice does not come back; closing it without choosing asks again on a later visit.
          Either way, the lists you build stay in your browser and nowhere else.
        </p>
      </section>
      <section>
        <h2>Cookies set by other services</h2>
        <p>
          Trailers play in YouTube’s privacy-enhanced (no-cookie) player. Other video players are
          run by third parties and may set their own cookies under their own policies. Your
          browser’s settings can block third-party cookies altogether.
        </p>
      </section>
      <section>
        <h2>Removing what is stored</h2>
        <p>
          Clear All Local Data in <RouterLink to="/user-settings">Settings</RouterLink> removes
          everything the site saved except the note that it has opened here before. Your browser’s
          settings for this site can remove or block all of it; the site then forgets your lists
          when you leave. More in the <RouterLink to="/privacy">Privacy Policy</RouterLink>.
        </p>
      </section>
    </>
  );
}
