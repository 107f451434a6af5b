/**
 * Accounts that sync (issue 25), two browser contexts as two devices on one real server: see
 * twoDevicesInStep (e2e/helpers/accounts.ts). The same journey runs on two instances behind nginx in
 * __tests__/cluster/accounts.test.ts.
 */
import { signInAndOutFromTheShell, twoDevicesInStep } from './helpers/accounts';
import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 4);

describeJourneys('accounts that sync across devices', () => {
  const suite = useJourneys();

  it('registers on A, signs in on B, and keeps both in step live, offline and after', async () => {
    const a = await suite.open('accounts-device-a');
    const b = await suite.open('accounts-device-b');
    await twoDevicesInStep(a, b);
    for (const device of [a, b]) device.assertClean();
  });

  it('signs in from the shell, and signs out keeping the lists, then removing them', async () => {
    await suite.run('accounts-sign-out', signInAndOutFromTheShell);
  });
});
