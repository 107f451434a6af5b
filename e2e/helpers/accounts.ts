/**
 * The two-device account journey (issue 25), shared by the browser journeys (one server) and the
 * cluster tests (two instances behind nginx, each device on its own instance).
 */
import { action, eventually, heading, visible } from './journey';
import type { Journey } from './journey';

const LIVE_MS = 2000;

/** What the keyring (src/features/sync/keyring.ts) holds in this browser: its CryptoKeys, and whether readable. */
const KEPT_KEYS = `new Promise((resolve, reject) => {
  const open = indexedDB.open('marquee_keys');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const get = open.result.transaction('keys').objectStore('keys').get('account');
    get.onsuccess = () => {
      const keys = [get.result?.signingKey, get.result?.contentKey, get.result?.nameKey];
      const sealed = keys.filter((key) => key instanceof CryptoKey);
      open.result.close();
      resolve({ count: sealed.length, extractable: sealed.map((key) => key.extractable) });
    };
    get.onerror = () => reject(get.error);
  };
})`;

export async function watchlistTitles(journey: Journey): Promise<string[]> {
  return journey.page.evaluate(`(() => {
    const raw = window.localStorage.getItem('user_watchlist');
    return raw ? JSON.parse(raw).items.map((item) => item.details.title ?? item.details.name) : [];
  })()`);
}

export async function favoriteTitles(journey: Journey): Promise<string[]> {
  return journey.page.evaluate(`(() => {
    const raw = window.localStorage.getItem('user_favorites');
    return raw ? JSON.parse(raw).items.map((item) => item.details.title ?? item.details.name) : [];
  })()`);
}

export async function save(journey: Journey, pathname: string, list: string) {
  await journey.visit(pathname);
  await (await visible(action(journey.main, `Add to ${list}`))).click();
  await visible(action(journey.main, `In ${list}`));
}

export async function register(journey: Journey): Promise<string> {
  await journey.visit('/register');
  await visible(heading(journey.main, 'Create an account'));
  await journey.capture('account-register');
  await (await visible(action(journey.main, 'Make my passphrase'))).click();
  const list = await visible(journey.page.getByRole('list', { name: 'Your passphrase, 12 words' }));
  const words = (await list.locator('li').allInnerTexts()).map((w) => w.trim());
  expect(words).toHaveLength(12);
  await journey.capture('account-register-words');
  await (await visible(action(journey.main, 'I have saved them'))).click();
  const prompt = await visible(journey.main.getByText(/^Type words \d+, \d+ and \d+ of it\.$/));
  const positions = ((await prompt.innerText()).match(/\d+/g) ?? []).map(Number);
  // A wrong word first: refused with a clear message, nothing created.
  await journey.main.getByLabel(`Word ${positions[0]}`, { exact: true }).fill('wrong');
  await journey.main
    .getByLabel(`Word ${positions[1]}`, { exact: true })
    .fill(words[positions[1]! - 1]!);
  await journey.main
    .getByLabel(`Word ${positions[2]}`, { exact: true })
    .fill(words[positions[2]! - 1]!);
  await journey.main.getByLabel('Name of this device').fill('Device A');
  await (await visible(action(journey.main, 'Create account'))).click();
  await visible(
    journey.main
      .getByRole('alert')
      .filter({ hasText: `Word ${positions[0]} is not the one shown` }),
  );
  await journey.main
    .getByLabel(`Word ${positions[0]}`, { exact: true })
    .fill(words[positions[0]! - 1]!);
  await (await visible(action(journey.main, 'Create account'))).click();
  await journey.page.waitForURL('**/user-settings');
  await visible(journey.main.getByRole('list', { name: 'Your devices' }));
  return words.join(' ');
}

export async function signIn(journey: Journey, passphrase: string, device = 'Device B') {
  await journey.visit('/login');
  await visible(heading(journey.main, 'Sign in'));
  await journey.capture('account-sign-in');
  // A misspelt word is named, before anything is sent.
  const [first, ...rest] = passphrase.split(' ');
  await journey.main.getByLabel('Your 12-word passphrase').fill([`${first}x`, ...rest].join(' '));
  await journey.main.getByLabel('Name of this device').fill(device);
  await (await visible(action(journey.main, 'Sign in'))).click();
  await visible(
    journey.main
      .getByRole('alert')
      .filter({ hasText: `Word 1, "${first}x", is not one of the passphrase words` }),
  );
  // Pasted with numbers and line breaks: read all the same.
  await journey.main.getByLabel('Your 12-word passphrase').fill(
    passphrase
      .split(' ')
      .map((w, i) => `${i + 1}. ${w}`)
      .join('\n'),
  );
  await (await visible(action(journey.main, 'Sign in'))).click();
  await journey.page.waitForURL('**/user-settings');
  await visible(journey.main.getByRole('list', { name: 'Your devices' }));
}

/**
 * Register on A, sign in on B with the same words (B's own title goes into the account, and A's open
 * device list shows B within 2 s); a watchlist title and a new username made on A show on B within 2 s;
 * both change while B is offline, and both changes end on both; A signs B out from its device list; A
 * deletes the account, keeping its lists.
 */
export async function twoDevicesInStep(a: Journey, b: Journey): Promise<void> {
  // B has a title of its own before signing in: it goes into the account, nothing lost.
  await save(b, '/movie/680-pulp-fiction', 'Favorites');

  const passphrase = await register(a);
  await a.capture('account-settings');
  // The keys are sealed in IndexedDB; localStorage keeps none of them.
  expect(await a.page.evaluate(`localStorage.getItem('account_sync')`)).not.toMatch(
    /"keys"|"seed"/,
  );
  expect(await a.page.evaluate(KEPT_KEYS)).toEqual({
    count: 3,
    extractable: [false, false, false],
  });
  await signIn(b, passphrase);
  // A stayed on its settings: its device list takes B in without a reload.
  const signedIn = Date.now();
  await eventually('B in the device list', async () =>
    (await a.main.getByRole('list', { name: 'Your devices' }).innerText()).includes('Device B'),
  );
  expect(Date.now() - signedIn).toBeLessThan(LIVE_MS);
  await eventually("B's favorite on A", async () =>
    (await favoriteTitles(a)).includes('Pulp Fiction'),
  );

  // Live: A's change shows on B within 2 s while B is open.
  await b.visit('/watchlist');
  await save(a, '/movie/550-fight-club', 'Watchlist');
  const saved = Date.now();
  await eventually(
    'Fight Club on B',
    async () => (await watchlistTitles(b)).includes('Fight Club'),
    5000,
  );
  expect(Date.now() - saved).toBeLessThan(LIVE_MS);
  await visible(b.main.getByText('Fight Club').first());

  await a.visit('/user-settings');
  await a.main.getByLabel('Username').fill('Tyler');
  await (await visible(action(a.main, 'Save Changes'))).click();
  const renamed = Date.now();
  await eventually("A's username on B", async () =>
    b.page.evaluate(
      `JSON.parse(localStorage.getItem('user_profile') || '{}').username === 'Tyler'`,
    ),
  );
  expect(Date.now() - renamed).toBeLessThan(LIVE_MS);

  // Offline: changes on both sides, then back: both kept on both.
  await b.visit('/tv/1399-game-of-thrones');
  await visible(action(b.main, 'Add to Favorites'));
  // The page's own requests (where to watch, …) done first: a visitor offline later sees no failure.
  await b.page.waitForLoadState('networkidle');
  // Offline, the browser logs each request it cannot send (a push, a chunk loaded late): expected here;
  // what matters is that nothing is lost.
  b.expectConsoleError(/net::ERR_INTERNET_DISCONNECTED/);
  await b.context.setOffline(true);
  await save(a, '/movie/13-forrest-gump', 'Favorites');
  await (await visible(action(b.main, 'Add to Favorites'))).click();
  await visible(action(b.main, 'In Favorites'));
  await b.context.setOffline(false);
  await b.page.evaluate(`window.dispatchEvent(new Event('online'))`);
  for (const device of [a, b]) {
    await eventually(`both favorites on ${device.name}`, async () => {
      const titles = await favoriteTitles(device);
      return titles.includes('Forrest Gump') && titles.includes('Game of Thrones');
    });
  }

  // A signs B out from its device list; B hears it and shows the way back in.
  await b.visit('/user-settings');
  await a.visit('/user-settings');
  await (await visible(action(a.main, 'Sign out Device B'))).click();
  await (await visible(action(a.page.getByRole('dialog'), 'Sign out'))).click();
  await visible(b.main.getByText('Sync across devices'));
  expect(await watchlistTitles(b)).toContain('Fight Club');

  // A deletes the account: signed out, lists kept in this browser. What A still had in flight for
  // the account as it went (its event stream reconnecting, a sync that found its keys gone and signs
  // out) is answered 401, which the browser logs; under a full run's load that happens now and then.
  a.expectConsoleError(/status of 401 \(Unauthorized\)/);
  await (await visible(action(a.main, 'Delete account'))).click();
  await (await visible(action(a.page.getByRole('dialog'), 'Delete account'))).click();
  await visible(a.main.getByText('Sync across devices'));
  expect(await watchlistTitles(a)).toContain('Fight Club');

  await a.visit('/forgot-password');
  await visible(heading(a.main, 'Lost your passphrase?'));
  await a.capture('account-lost-passphrase');
}

const profileButton = (journey: Journey, who: string) =>
  journey.page.getByRole('button', { name: `My Lists and settings (${who})`, exact: true });

/** Signs this device out from its own row of the device list, with one of the dialog's two choices. */
async function signOutHere(journey: Journey, device: string, choice: string) {
  await (await visible(action(journey.main, `Sign out ${device}`))).click();
  const dialog = await visible(
    journey.page.getByRole('dialog', { name: 'Sign out of this device?' }),
  );
  await (await visible(action(dialog, choice))).click();
  await visible(journey.main.getByText('Sync across devices'));
}

/**
 * A visitor's whole way through sign-in from the shell and both ways of signing out (issue 31): the
 * phone menu and the footer lead to sign in; signed in, the header says so and the footer leads to the
 * account; "Keep this browser's copy" keeps the lists; "Remove them from this browser" empties them
 * and the page goes on (it went blank once), the header back to the guest.
 */
export async function signInAndOutFromTheShell(journey: Journey): Promise<void> {
  const { page } = journey;
  await save(journey, '/movie/550-fight-club', 'Watchlist');
  const footer = page.getByRole('contentinfo');
  await visible(footer.getByRole('link', { name: 'Sign in', exact: true }));

  // The phone's menu leads to sign in.
  await page.setViewportSize({ width: 375, height: 812 });
  await (await visible(page.getByRole('button', { name: 'Open navigation menu' }))).click();
  const phoneMenu = await visible(page.getByRole('menu'));
  await journey.checkA11y('phone menu, signed out');
  await journey.screenshot('account-phone-menu-375', { fullPage: false });
  await (await visible(phoneMenu.getByRole('menuitem', { name: 'Sign in' }))).click();
  await page.waitForURL('**/login');
  await page.setViewportSize({ width: 1440, height: 900 });

  const passphrase = await register(journey);
  await visible(profileButton(journey, 'signed in'));
  await visible(footer.getByRole('link', { name: 'Your account', exact: true }));
  await journey.main.getByLabel('Username').fill('Marla');
  await (await visible(action(journey.main, 'Save Changes'))).click();
  await visible(profileButton(journey, 'Marla, signed in'));
  await journey.capture('account-signed-in-settings');

  await signOutHere(journey, 'Device A', "Keep this browser's copy");
  await visible(profileButton(journey, 'Marla'));
  expect(await watchlistTitles(journey)).toEqual(['Fight Club']);

  // From the header's menu back to sign in, then out again, this time removing the lists.
  await (await visible(profileButton(journey, 'Marla'))).click();
  await (await visible(page.getByRole('menuitem', { name: 'Sign in' }))).click();
  await page.waitForURL('**/login');
  await signIn(journey, passphrase, 'Device C');
  await signOutHere(journey, 'Device C', 'Remove them from this browser');
  await visible(heading(journey.main, 'Profile Settings'));
  await visible(profileButton(journey, 'Guest User'));
  expect(await watchlistTitles(journey)).toEqual([]);
  await journey.capture('account-signed-out-removed');

  // The page goes on working: the watchlist says it is empty.
  await journey.visit('/watchlist');
  await visible(journey.main.getByText('Your watchlist is empty'));
}
