/**
 * `npx tsx scripts/lighthouse-compare.ts before.json after.json`: two summaries written by
 * `npm run lighthouse -- --json <file>` set side by side, as a markdown table (route, performance,
 * LCP, TBT, each before → after), for a pull request or an issue. A route measured in only one of
 * the two shows a dash on the other side.
 */
import fs from 'node:fs';

import type { RouteSummary, Summary } from './lighthouse';

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Summary;

const perf = (row: RouteSummary | undefined) =>
  row ? `${row.performance} (${Math.min(...row.runs)}-${Math.max(...row.runs)})` : '–';
const lcp = (row: RouteSummary | undefined) => (row ? `${(row.lcpMs / 1000).toFixed(1)} s` : '–');
const tbt = (row: RouteSummary | undefined) => (row ? `${Math.round(row.tbtMs)} ms` : '–');

/** The markdown table of two summaries, routes in the order `after` measured them, then the rest. */
export function compareSummaries(before: Summary, after: Summary): string {
  const old = new Map(before.routes.map((row) => [row.route, row]));
  const now = new Map(after.routes.map((row) => [row.route, row]));
  const routes = [...new Set([...now.keys(), ...old.keys()])];
  const lines = [
    '| route | perf (runs) | LCP | TBT |',
    '| --- | --- | --- | --- |',
    ...routes.map((route) => {
      const [a, b] = [old.get(route), now.get(route)];
      return `| \`${route}\` | ${perf(a)} → ${perf(b)} | ${lcp(a)} → ${lcp(b)} | ${tbt(a)} → ${tbt(b)} |`;
    }),
  ];
  return lines.join('\n');
}

function main(): void {
  const [beforeFile, afterFile] = process.argv.slice(2);
  if (!beforeFile || !afterFile) {
    console.error('Usage: npx tsx scripts/lighthouse-compare.ts <before.json> <after.json>');
    process.exitCode = 2;
    return;
  }
  const [before, after] = [read(beforeFile), read(afterFile)];
  console.log(
    `Lighthouse, median of ${before.runsPerRoute} runs (${before.date.slice(0, 10)}) → median of ${after.runsPerRoute} runs (${after.date.slice(0, 10)})\n`,
  );
  console.log(compareSummaries(before, after));
  if (after.failures.length) {
    console.log(`\nAfter: ${after.failures.length} goal(s) missed:`);
    for (const failure of after.failures) console.log(`- ${failure}`);
  }
}

main();
