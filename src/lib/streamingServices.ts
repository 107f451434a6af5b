/**
 * The streaming services a visitor says they have ("On my services", issue 31), as the profile keeps
 * them and the data file carries them: TMDB's provider id and name. Pure rules, shared by the profile
 * slice and lib/backup.
 */
import { isPositiveId, isRecord, storedText } from './storedValue';

export interface StreamingService {
  id: number;
  name: string;
}

/** As many as a where-to-watch filter can name. */
export const MAX_STREAMING_SERVICES = 31;
/** Longer names are cut (TMDB's longest run to some forty characters). */
const NAME_MAX = 80;

/** One entry as stored: a positive id and a name with some text. */
export function isStreamingService(value: unknown): value is StreamingService {
  return (
    isRecord(value) &&
    isPositiveId(value.id) &&
    typeof value.name === 'string' &&
    Boolean(storedText(value.name, NAME_MAX))
  );
}

/**
 * A stored list read back: well-formed entries only, names cleaned, each id once (the first kept), at
 * most 31; anything but a list gives none.
 */
export function cleanStreamingServices(value: unknown): StreamingService[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const services: StreamingService[] = [];
  for (const entry of value) {
    if (!isStreamingService(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    services.push({ id: entry.id, name: storedText(entry.name, NAME_MAX)! });
    if (services.length === MAX_STREAMING_SERVICES) break;
  }
  return services;
}

/** Whether a where-to-watch filter names exactly these services (in any order). */
export function sameServices(providers: readonly number[], services: readonly StreamingService[]) {
  const ids = new Set(services.map((service) => service.id));
  return providers.length === ids.size && providers.every((id) => ids.has(id));
}
