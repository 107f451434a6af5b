import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { defaultDeviceName } from '@/lib/accountActions';

const NAME_MAX = 60;

/**
 * What the sign-in and new-account forms share: this device's name (from the browser, editable), the
 * error shown, and the sign-in itself, which needs a name and reports its failure in words.
 */
export function useDeviceEntry(onDone: () => void) {
  const { t, i18n } = useLingui();
  const [device, setDevice] = useState(() =>
    defaultDeviceName(typeof navigator === 'undefined' ? '' : navigator.userAgent, i18n),
  );
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  /** Runs `work` with the device's name, unless it has none; `failed` is said if it throws no sentence. */
  const enter = async (work: (deviceName: string) => Promise<void>, failed: string) => {
    if (!device.trim()) {
      setError(t`Give this device a name, so you can tell it apart in your device list.`);
      return;
    }
    setWorking(true);
    try {
      await work(device.trim().slice(0, NAME_MAX));
      onDone();
    } catch (caught) {
      setError(caught instanceof Error ? i18n._(caught.message) : failed);
      setWorking(false);
    }
  };

  return { device, setDevice, error, setError, working, enter };
}
