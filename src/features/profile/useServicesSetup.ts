import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import type { MediaType } from '@common/mediaType';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { ServicesSetup } from '@/components/FilterPanel';
import type { ServicesFilter } from '@/lib/listQuery';
import { sameServices } from '@/lib/streamingServices';

import {
  selectWatchRegion,
  selectWatchServices,
  watchRegionChosen,
  watchServicesChosen,
} from './profileSlice';

/**
 * "On my services" for a list's filter panel: the profile's services and region, saved as the
 * visitor changes them, and the words of the filter's chip (a link may name other services).
 */
export function useServicesSetup(
  mediaType: MediaType,
  inForce: ServicesFilter | null | undefined,
): ServicesSetup {
  const dispatch = useAppDispatch();
  const ownRegion = useAppSelector(selectWatchRegion);
  const chosen = useAppSelector(selectWatchServices);
  const mine =
    !inForce ||
    (sameServices(inForce.providers, chosen) && (!ownRegion || ownRegion === inForce.region));
  const count = inForce?.providers.length ?? 0;
  const region = inForce?.region;
  const { t } = useLingui();
  return {
    mediaType,
    region: ownRegion,
    chosen,
    onRegionChange: (code) => dispatch(watchRegionChosen(code)),
    onChosenChange: (services) => dispatch(watchServicesChosen(services)),
    chipLabel: mine
      ? t`On my services`
      : t`On ${plural(count, { one: '# service', other: '# services' })} (${region})`,
  };
}
