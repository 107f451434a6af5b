import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { WatchOffer, WatchProviders, WatchRegionOffers } from '@common/tmdb';

import { isRegionCode } from './regionCode';
import { regionCodes, regionName as namedRegion } from './regionNames';

export { DEFAULT_REGION, browserRegion, regionFromLanguage } from './browserRegion';
export { isRegionCode };

/** The region's name in the language (DE is Germany in English), or the code where it has none. */
export function regionName(code: string, locale = 'en'): string {
  return namedRegion(code, locale);
}

export type OfferKind = 'stream' | 'free' | 'rent' | 'buy';

export interface OfferGroup {
  kind: OfferKind;
  label: MessageDescriptor;
  offers: WatchOffer[];
}

/** The groups in the order shown, each with the TMDB lists it gathers (ads-supported counts as free). */
const GROUPS: { kind: OfferKind; label: MessageDescriptor; from: (keyof WatchRegionOffers)[] }[] = [
  { kind: 'stream', label: msg`Stream`, from: ['flatrate'] },
  { kind: 'free', label: msg`Free`, from: ['free', 'ads'] },
  { kind: 'rent', label: msg`Rent`, from: ['rent'] },
  { kind: 'buy', label: msg`Buy`, from: ['buy'] },
];

function isOffer(value: unknown): value is WatchOffer {
  if (typeof value !== 'object' || value === null) return false;
  const offer = value as Partial<WatchOffer>;
  return (
    typeof offer.provider_id === 'number' &&
    Number.isFinite(offer.provider_id) &&
    typeof offer.provider_name === 'string' &&
    offer.provider_name.trim() !== ''
  );
}

const priorityOf = (offer: WatchOffer) =>
  typeof offer.display_priority === 'number' && Number.isFinite(offer.display_priority)
    ? offer.display_priority
    : Number.POSITIVE_INFINITY;

function byPriorityThenName(a: WatchOffer, b: WatchOffer): number {
  const priority = priorityOf(a) - priorityOf(b);
  if (priority !== 0 && !Number.isNaN(priority)) return priority;
  return a.provider_name.localeCompare(b.provider_name, 'en');
}

/**
 * A region's offers as shown: Stream, Free (free and with ads), Rent, Buy. Each group lists a service
 * once, in TMDB's display order (then by name); a group with nothing in it is left out, so a region
 * without offers gives none.
 */
export function offerGroups(region: WatchRegionOffers | null | undefined): OfferGroup[] {
  if (typeof region !== 'object' || region === null) return [];
  const groups: OfferGroup[] = [];
  for (const { kind, label, from } of GROUPS) {
    const all = from.flatMap((key) => {
      const list = region[key];
      return Array.isArray(list) ? list.filter(isOffer) : [];
    });
    const seen = new Set<number>();
    const offers = [...all].sort(byPriorityThenName).filter((offer) => {
      if (seen.has(offer.provider_id)) return false;
      seen.add(offer.provider_id);
      return true;
    });
    if (offers.length > 0) groups.push({ kind, label, offers });
  }
  return groups;
}

/**
 * The regions to choose from: every region with an answer plus the current one (which may have none),
 * each once, sorted by name.
 */
export function regionChoices(
  results: WatchProviders['results'] | null | undefined,
  current: string,
  locale = 'en',
): string[] {
  const codes = new Set(
    Object.keys(typeof results === 'object' && results !== null ? results : {}).filter(
      isRegionCode,
    ),
  );
  if (isRegionCode(current)) codes.add(current);
  // In alphabetical order of the names in the language; a code Intl does not name goes last.
  const order = regionCodes(locale);
  const rank = (code: string) => {
    const place = order.indexOf(code);
    return place < 0 ? order.length : place;
  };
  return [...codes].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** TMDB's page of every offer for the region, when it is a plain https address. */
export function offersLink(region: WatchRegionOffers | null | undefined): string | null {
  const link = region?.link;
  if (typeof link !== 'string') return null;
  try {
    return new URL(link).protocol === 'https:' ? link : null;
  } catch {
    return null;
  }
}
