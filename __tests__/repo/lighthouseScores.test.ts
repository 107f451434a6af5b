/**
 * `npm run lighthouse` sets aside exactly one finding: the player frame's failed DNS lookup on a
 * machine without internet. Any other console error, or another failed audit, counts as measured.
 */
import { bestPractices } from '../../scripts/lighthouseScores';
import type { Lhr } from '../../scripts/lighthouseScores';

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
