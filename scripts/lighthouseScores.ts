/**
 * Reading a Lighthouse report (its JSON result): scores, metrics, and best practices with the one
 * finding this offline machine always causes set aside (bestPractices()).
 */
export interface Lhr {
  categories: Record<
    string,
    { score: number | null; auditRefs?: { id: string; weight: number }[] }
  >;
  audits: Record<
    string,
    {
      numericValue?: number;
      score?: number | null;
      details?: { items?: { description?: string; sourceLocation?: { url?: string } }[] };
    }
  >;
  runtimeError?: { message: string };
}

export const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
export const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The embedded players' hosts (src/lib/youtube.ts). This machine has no internet, so their frames fail
 * their DNS lookup, which Chromium logs as a console error, and best practices' `errors-in-console`
 * fails on the player pages, whatever the code does.
 */
const OFFLINE_HOSTS = new Set(['www.youtube-nocookie.com', 'www.youtube.com']);

/**
 * Best practices with `errors-in-console` counted as passed when its only findings are failed DNS
 * lookups of OFFLINE_HOSTS; the measured score, and why it was set aside, in `note`. Any other console
 * error, or any other failed audit, counts as measured.
 */
export function bestPractices(lhr: Lhr): { score: number; note?: string } {
  const measured = score(lhr, 'best-practices');
  const audit = lhr.audits['errors-in-console'];
  const items = audit?.details?.items ?? [];
  const offlineOnly =
    audit?.score === 0 &&
    items.length > 0 &&
    items.every((item) => {
      if (!/net::ERR_NAME_NOT_RESOLVED/.test(item.description ?? '')) return false;
      try {
        return OFFLINE_HOSTS.has(new URL(item.sourceLocation?.url ?? '').host);
      } catch {
        return false;
      }
    });
  const refs = lhr.categories['best-practices']?.auditRefs ?? [];
  if (!offlineOnly || refs.length === 0) return { score: measured };
  let total = 0;
  let weights = 0;
  for (const ref of refs) {
    const audited = ref.id === 'errors-in-console' ? 1 : lhr.audits[ref.id]?.score;
    if (ref.weight === 0 || audited === null || audited === undefined) continue;
    total += ref.weight * audited;
    weights += ref.weight;
  }
  const adjusted = Math.round((total / weights) * 100);
  return {
    score: adjusted,
    note: `best practices ${measured} as measured; its one finding is the player frame's failed DNS lookup (no internet here), counted as passed`,
  };
}

/** The parts of a Chromium trace event read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { beginData?: { url?: string } };
}

/** The names of a thread's top-level tasks in a Chromium trace. */
export const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * How long (ms, as observed) the page's main thread spent on the task in which Chromium commits the
 * navigation to `url` (DocumentLoader::CommitNavigation: the new document and its script contexts set
 * up), or null when the trace does not show it. No page code runs in it: an empty page's takes 13 to
 * 40 ms on this project's 2-core machine too. Lighthouse's simulation counts it four times over and
 * places it after the first contentful paint, so most of it is reported as blocking time on every
 * route alike.
 */
export function navigationTaskMs(events: TraceEvent[], url: string): number | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const main = events
    .filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  // The last commit before the page's own parsing starts (earlier ones are the blank page's).
  const parse = main.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url,
  );
  const commit = main
    .filter((event) => event.name === 'DocumentLoader::CommitNavigation')
    .filter((event) => !parse || event.ts < parse.ts)
    .at(-1);
  if (!commit) return null;
  const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);
  const task = main.find(
    (event) =>
      TOP_LEVEL_TASKS.has(event.name) && event.ts <= commit.ts && end(event) >= end(commit),
  );
  return task ? (task.dur ?? 0) / 1000 : null;
}
