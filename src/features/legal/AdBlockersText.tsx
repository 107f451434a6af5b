import { Trans } from '@lingui/react/macro';

import { AdBlockerList } from './AdBlockerList';
import { useLegalFacts } from './useLegalFacts';

/** The Recommended Ad Blockers page's text around the five extensions. */
export function AdBlockersText() {
  const { siteName } = useLegalFacts();
  return (
    <>
      <AdBlockerList />
      <section>
        <h2>
          <Trans>Before you install</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              {siteName} has no connection with these extensions or their makers and gains nothing
              from listing them.
            </Trans>
          </li>
          <li>
            <Trans>
              Check the permissions an extension asks for, and its recent reviews, before adding it.
            </Trans>
          </li>
          <li>
            <Trans>
              The links open the Chrome Web Store. Most browsers built on Chromium, such as
              Microsoft Edge and Brave, can install from it too; Firefox and Safari have their own
              add-on stores.
            </Trans>
          </li>
          <li>
            <Trans>
              If a player stops working with a blocker on, pause the blocker for this site and
              reload the page.
            </Trans>
          </li>
        </ul>
      </section>
    </>
  );
}
