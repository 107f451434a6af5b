import type { WatchOffer, WatchProviders, WatchRegionOffers } from '@common/tmdb';

import { isRegionCode } from './regionCode';

/** The region used when the browser's language names none we can read. */
export const DEFAULT_REGION = 'US';

export { isRegionCode };

/**
 * The region a browser language points to: 'en-US' is US, 'de' is DE (its likely region), 'en_GB'
 * is GB. Anything unreadable, or a language whose region is not a country code ('es-419'), gives US.
 */
export function regionFromLanguage(language: unknown): string {
  if (typeof language !== 'string' || !language.trim()) return DEFAULT_REGION;
  try {
    const region = new Intl.Locale(language.trim().replace(/_/g, '-')).maximize().region;
    return isRegionCode(region) ? region : DEFAULT_REGION;
  } catch {
    return DEFAULT_REGION;
  }
}

let displayNames: Intl.DisplayNames | null | undefined;

/** The region's English name (DE is Germany), or the code itself where the browser cannot name it. */
export function regionName(code: string): string {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    } catch {
      displayNames = null;
    }
  }
  if (!displayNames || !isRegionCode(code)) return code;
  try {
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
}

export type OfferKind = 'stream' | 'free' | 'rent' | 'buy';

export interface OfferGroup {
  kind: OfferKind;
  label: string;
  offers: WatchOffer[];
}

/** The groups in the order shown, each with the TMDB lists it gathers (ads-supported counts as free). */
const GROUPS: { kind: OfferKind; label: string; from: (keyof WatchRegionOffers)[] }[] = [
  { kind: 'stream', label: 'Stream', from: ['flatrate'] },
  { kind: 'free', label: 'Free', from: ['free', 'ads'] },
  { kind: 'rent', label: 'Rent', from: ['rent'] },
  { kind: 'buy', label: 'Buy', from: ['buy'] },
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
): string[] {
  const codes = new Set(
    Object.keys(typeof results === 'object' && results !== null ? results : {}).filter(
      isRegionCode,
    ),
  );
  if (isRegionCode(current)) codes.add(current);
  const named = [...codes].map((code) => ({ code, name: regionName(code) }));
  const collator = new Intl.Collator('en');
  named.sort((a, b) => collator.compare(a.name, b.name) || collator.compare(a.code, b.code));
  return named.map(({ code }) => code);
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
