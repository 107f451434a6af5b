import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LabelledSelect } from '@/components/LabelledSelect';
import { useHydrated } from '@/hooks/useHydrated';
import { placeCodes, regionName } from '@/lib/regionNames';
import { browserRegion } from '@/lib/browserRegion';

import { selectWatchRegion, watchRegionChosen } from './profileSlice';

/** The first choice's value: no region of the visitor's own, the browser's language decides. */
const FROM_BROWSER = '';

/**
 * Settings' Region (issue 35): where the visitor watches, for "Where to watch" and the lists' "On my
 * services". The same choice as Where to watch's own picker (the profile's region, kept on this device
 * and not synced: a device's place). The first choice follows the browser's language, as a visitor who
 * never chose has it, and names the region that gives; the others are every place, named in the
 * page's language.
 */
export function RegionSetting() {
  const dispatch = useAppDispatch();
  const { t, i18n } = useLingui();
  const region = useAppSelector(selectWatchRegion);
  // The places and their names come after hydration: the server's Intl and the browser's name some
  // places differently ('Hong Kong SAR China' and 'Hong Kong'), and only the browser knows its
  // language's region. Until then the list holds the one choice the server and the browser agree on.
  const hydrated = useHydrated();
  const places = useMemo(() => (hydrated ? placeCodes(i18n.locale) : []), [hydrated, i18n.locale]);
  const browserPlace = hydrated ? regionName(browserRegion(), i18n.locale) : null;
  const fromBrowser = browserPlace ? t`From your browser (${browserPlace})` : t`From your browser`;
  return (
    <LabelledSelect
      label={t`Region`}
      value={region ?? FROM_BROWSER}
      onChange={(value) => dispatch(watchRegionChosen(value === FROM_BROWSER ? null : value))}
      hint={t`Where to watch lists the streaming offers of this region.`}
    >
      <option value={FROM_BROWSER}>{fromBrowser}</option>
      {/* A region chosen before that is no longer a place Intl names stays shown as chosen. */}
      {region && !places.includes(region) && (
        <option value={region}>{regionName(region, i18n.locale)}</option>
      )}
      {places.map((code) => (
        <option key={code} value={code}>
          {regionName(code, i18n.locale)}
        </option>
      ))}
    </LabelledSelect>
  );
}
