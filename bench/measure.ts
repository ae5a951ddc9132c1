// Timing helpers for the benchmarks: repeated runs bounded by count and time, percentiles, a text table, the results file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Stats = { runs: number; firstMs: number; p50: number; p95: number; p99: number; max: number; mean: number };

/** Nearest-rank percentile of sorted samples. */
const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];

const round = (ms: number) => Math.round(ms * 100) / 100;

export const statsOf = (samples: readonly number[], firstMs: number): Stats => {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((total, sample) => total + sample, 0);
  return {
    runs: sorted.length,
    firstMs: round(firstMs),
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted[sorted.length - 1]),
    mean: round(sum / sorted.length),
  };
};

export type RepeatLimits = { warmup: number; runs: number; maxSeconds: number; minRuns: number };

/**
 * Runs `once(index)` `warmup` times untimed (the first of them is reported as the cold run), then up to
 * `runs` timed times, stopping early once `maxSeconds` have passed and at least `minRuns` are in.
 */
/** One timed run; what it returns, if anything, is run after the clock stops (e.g. undoing a write so it can repeat). */
export type TimedRun = (index: number) => Promise<void | (() => Promise<void>)>;

export const repeat = async (once: TimedRun, limits: RepeatLimits): Promise<Stats> => {
  let index = 0;
  let firstMs = 0;
  for (let warm = 0; warm < limits.warmup; warm++) {
    const started = performance.now();
    const untimed = await once(index++);
    if (warm === 0) firstMs = performance.now() - started;
    await untimed?.();
  }
  const samples: number[] = [];
  const deadline = performance.now() + limits.maxSeconds * 1000;
  while (samples.length < limits.runs && (samples.length < limits.minRuns || performance.now() < deadline)) {
    const started = performance.now();
    const untimed = await once(index++);
    samples.push(performance.now() - started);
    await untimed?.();
  }
  if (limits.warmup === 0) firstMs = samples[0];
  return statsOf(samples, firstMs);
};

/** A plain-text table with the first column left-aligned and the others right-aligned. */
export const formatTable = (header: readonly string[], rows: readonly (readonly string[])[]) => {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
};

export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * Writes one run's results to `bench/results/<date>-<name>[-label].json`, with the machine it ran on, and says
 * where. `body` comes first after the date and database, so each harness keeps its own fields in its own order.
 */
export const writeBenchResult = (
  name: string,
  label: string | undefined,
  database: { kind: string; server: string; timesheetEntries: number },
  body: Record<string, unknown>,
) => {
  const now = new Date().toISOString();
  const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const suffix = label ? `-${label.replace(/[^\w.-]+/g, '-')}` : '';
  const file = path.join(resultsDir, `${now.slice(0, 10)}-${name}${suffix}.json`);
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 1024 ** 3), node: process.version, platform: `${os.platform()} ${os.release()}` };
  fs.writeFileSync(file, `${JSON.stringify({ date: now, database, machine, ...body }, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
};
