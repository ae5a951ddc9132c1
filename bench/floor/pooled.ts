// Several `npm run bench:floor` results read as one measurement (issue 29): for each case and connection count, the
// ratio of every run, and the mean of all their slices' ratios with its 95 % interval (±1.96 standard errors). One run's
// ratio moves by a few hundredths with the machine; the pooled slices say whether a case is above a target or only
// near it.
//
//   npx tsx bench/floor/pooled.ts [--target 0.85] bench/results/<date>-floor-postgres-<label>.json …
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { formatTable } from '../measure';

type Side = { p99: number };
type Run = { case: string; connections: number; app: Side; floor: Side; ratio: number; sliceRatios?: number[] };

const { values: options, positionals: files } = parseArgs({ options: { target: { type: 'string', default: '0.85' } }, allowPositionals: true });
if (files.length === 0) {
  console.error('Usage: npx tsx bench/floor/pooled.ts [--target 0.85] <bench:floor result JSON> …');
  process.exit(1);
}
const target = Number(options.target);

const byCase = new Map<string, Run[]>();
for (const file of files)
  for (const run of (JSON.parse(fs.readFileSync(file, 'utf8')) as { runs: Run[] }).runs) {
    const key = `${run.case}|${run.connections}`;
    byCase.set(key, [...(byCase.get(key) ?? []), run]);
  }

/** The mean and the half-width of its 95 % interval (normal approximation: a run of 8 slices gives 8 samples). */
const meanWithInterval = (samples: readonly number[]) => {
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  if (samples.length < 2) return { mean, halfWidth: Number.NaN };
  const variance = samples.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (samples.length - 1);
  return { mean, halfWidth: 1.96 * Math.sqrt(variance / samples.length) };
};

const verdict = (low: number, high: number) => (low >= target ? 'above' : high < target ? 'below' : 'within the interval');

const rows = [...byCase.values()].map((runs) => {
  // A result written before slices were kept counts as one slice: its whole run.
  const slices = runs.flatMap((run) => run.sliceRatios ?? [run.ratio]);
  const { mean, halfWidth } = meanWithInterval(slices);
  const worstP99 = Math.max(...runs.map((run) => run.app.p99 / Math.max(1, run.floor.p99)));
  return [
    runs[0].case,
    String(runs[0].connections),
    String(runs.length),
    `${Math.min(...runs.map((run) => run.ratio)).toFixed(2)}–${Math.max(...runs.map((run) => run.ratio)).toFixed(2)}`,
    String(slices.length),
    `${mean.toFixed(3)} ± ${halfWidth.toFixed(3)}`,
    verdict(mean - halfWidth, mean + halfWidth),
    worstP99.toFixed(2),
  ];
});
console.log(
  formatTable(['case', 'conn', 'runs', 'run ratios', 'slices', 'slices: mean ± 95 %', `against ${target}×`, 'worst p99 app/floor'], rows),
);
