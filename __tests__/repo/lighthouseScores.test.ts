/**
 * `npm run lighthouse` sets aside exactly one finding: the player frame's failed DNS lookup on a
 * machine without internet. Any other console error, or another failed audit, counts as measured.
 */
import { bestPractices, navigationTaskMs } from '../../scripts/lighthouseScores';
import type { Lhr, TraceEvent } from '../../scripts/lighthouseScores';

const REFS = [
  { id: 'errors-in-console', weight: 1 },
  { id: 'is-on-https', weight: 5 },
  { id: 'deprecations', weight: 5 },
  { id: 'valid-source-maps', weight: 0 },
];

function report(items: { description: string; url: string }[], deprecations = 1): Lhr {
  const passed = (1 * (items.length ? 0 : 1) + 5 + 5 * deprecations) / 11;
  return {
    categories: { 'best-practices': { score: passed, auditRefs: REFS } },
    audits: {
      'errors-in-console': {
        score: items.length ? 0 : 1,
        details: {
          items: items.map(({ description, url }) => ({ description, sourceLocation: { url } })),
        },
      },
      'is-on-https': { score: 1 },
      deprecations: { score: deprecations },
      'valid-source-maps': { score: 0 },
    },
  };
}

const DNS = 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED';
const PLAYER = 'https://www.youtube-nocookie.com/embed/abc?enablejsapi=1';

describe('best practices of a Lighthouse report', () => {
  it('counts the player frame failing its DNS lookup as passed, and says so', () => {
    const result = bestPractices(report([{ description: DNS, url: PLAYER }]));
    expect(result.score).toBe(100);
    expect(result.note).toMatch(/^best practices 91 as measured; .*DNS lookup/);
  });

  it('keeps the measured score for any other console error or failed audit', () => {
    expect(bestPractices(report([]))).toEqual({ score: 100 });
    expect(bestPractices(report([{ description: DNS, url: 'https://cdn.example/x.js' }]))).toEqual({
      score: 91,
    });
    expect(
      bestPractices(
        report([
          { description: DNS, url: PLAYER },
          { description: 'TypeError: x is undefined', url: 'http://127.0.0.1/main.js' },
        ]),
      ),
    ).toEqual({ score: 91 });
    expect(bestPractices(report([{ description: DNS, url: PLAYER }], 0)).score).toBe(55);
  });
});

describe("the navigation task of a Lighthouse run's trace", () => {
  const PAGE = 'http://127.0.0.1:4000/movies';
  const MAIN = { pid: 2, tid: 1, ph: 'X' };
  /** A task (ms) on the page's main thread, with what ran in it. */
  const task = (at: number, ms: number, ...inside: Omit<TraceEvent, 'pid' | 'tid' | 'ph'>[]) => [
    { ...MAIN, name: 'RunTask', ts: at * 1000, dur: ms * 1000 },
    ...inside.map((event) => ({ ...MAIN, ...event })),
  ];
  const commit = (at: number, ms: number) => ({
    name: 'DocumentLoader::CommitNavigation',
    ts: at * 1000,
    dur: ms * 1000,
  });
  const parse = (at: number, url: string) => ({
    name: 'ParseHTML',
    ts: at * 1000,
    dur: 1000,
    args: { beginData: { url } },
  });
  const paint = { name: 'firstContentfulPaint', ph: 'I', pid: 2, tid: 1, ts: 300_000 };

  it("is the task of the last commit before the page's own parsing, as long as it was observed", () => {
    const events: TraceEvent[] = [
      // The blank page's commit and parse, then the page's commit (41 ms), its parse, a later frame's.
      ...task(1, 5, commit(2, 3)),
      ...task(10, 4, parse(11, '')),
      ...task(20, 41, commit(22, 37)),
      ...task(70, 20, parse(71, PAGE)),
      ...task(200, 6, commit(201, 4)),
      // A longer task on another process's main thread, around the page's commit.
      { ...MAIN, pid: 3, name: 'RunTask', ts: 20_000, dur: 90_000 },
      paint,
    ];
    expect(navigationTaskMs(events, PAGE)).toBe(41);
  });

  it('is null when the trace has no first paint or no commit on its thread', () => {
    expect(navigationTaskMs([...task(20, 41, commit(22, 37))], PAGE)).toBeNull();
    expect(navigationTaskMs([...task(70, 20, parse(71, PAGE)), paint], PAGE)).toBeNull();
  });
});
