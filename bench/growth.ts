// Growth with the table (issue 16, item 5): compares two `npm run bench` results files of the same cases at two seed
// scales and says, per case, how its p50 grew against how the logarithm of the table grew (what an index lookup costs)
// and against the table itself (what a scan costs). Prints the table of bench/history/2026-11-26-scale-400.md and draws
// the growth of every case as a bar chart: an SVG, photographed into a PNG by Debian's Chromium (playwright-core, as
// the browser tests drive it) when the file asked for ends in .png.
//
//   npx tsx bench/growth.ts bench/results/<date>-postgres-scale4.json bench/results/<date>-postgres-scale40.json [--plot bench/results/growth.png|.svg]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: options, positionals } = parseArgs({ allowPositionals: true, options: { plot: { type: 'string' } } });
if (positionals.length !== 2) {
  console.error('Usage: npx tsx bench/growth.ts <smaller scale results.json> <larger scale results.json> [--plot file.png]');
  process.exit(1);
}
type Results = { database: { kind: string; timesheetEntries: number }; loadAverage: { before: number[]; after: number[] }; cases: { name: string; p50: number; p95: number }[] };
const [small, large] = positionals.map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Results);

const sizeRatio = large.database.timesheetEntries / small.database.timesheetEntries;
const logRatio = Math.log(large.database.timesheetEntries) / Math.log(small.database.timesheetEntries);
/** Growth within this factor of the logarithm's counts as logarithmic: a busy 2-core machine moves a p50 by that much. */
const NOISE = 1.5;

const rows = small.cases
  .map((before) => ({ before, after: large.cases.find((candidate) => candidate.name === before.name) }))
  .filter((pair): pair is { before: Results['cases'][number]; after: Results['cases'][number] } => pair.after !== undefined)
  .map(({ before, after }) => {
    const growth = after.p50 / before.p50;
    return { name: before.name, before: before.p50, after: after.p50, growth, isLogarithmic: growth <= logRatio * NOISE };
  });

const fixed = (value: number) => value.toFixed(value < 10 ? 2 : 1);
console.log(
  `${small.database.kind}: ${small.database.timesheetEntries.toLocaleString('en')} → ${large.database.timesheetEntries.toLocaleString('en')} timesheet entries ` +
    `(× ${sizeRatio.toFixed(1)}; the logarithm × ${logRatio.toFixed(2)}); load ${small.loadAverage.before[0]}–${small.loadAverage.after[0]} and ${large.loadAverage.before[0]}–${large.loadAverage.after[0]}\n`,
);
console.log('| case | p50 small (ms) | p50 large (ms) | growth | within log growth (≤ ×' + (logRatio * NOISE).toFixed(2) + ') |');
console.log('|---|---:|---:|---:|---|');
for (const row of rows) console.log(`| ${row.name} | ${fixed(row.before)} | ${fixed(row.after)} | × ${row.growth.toFixed(2)} | ${row.isLogarithmic ? 'yes' : '**no**'} |`);

if (options.plot) {
  // Bars on a logarithmic axis from × 0.25 to beyond the table's own growth, with the two references drawn.
  const width = 900;
  const rowHeight = 22;
  const left = 330;
  const top = 40;
  const plotWidth = width - left - 30;
  const height = top + rows.length * rowHeight + 50;
  const minimum = 0.25;
  const maximum = Math.max(sizeRatio * 1.5, ...rows.map((row) => row.growth * 1.2));
  const x = (value: number) => left + (Math.log(Math.max(value, minimum) / minimum) / Math.log(maximum / minimum)) * plotWidth;
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const reference = (value: number, label: string, colour: string) =>
    `<line x1="${x(value)}" y1="${top - 8}" x2="${x(value)}" y2="${height - 40}" stroke="${colour}" stroke-dasharray="4 3"/>` +
    `<text x="${x(value) + 3}" y="${top - 12}" font-size="11" fill="${colour}">${label}</text>`;
  const bars = rows
    .map((row, index) => {
      const y = top + index * rowHeight;
      return (
        `<text x="${left - 6}" y="${y + 14}" font-size="12" text-anchor="end">${escape(row.name)}</text>` +
        `<rect x="${x(minimum)}" y="${y + 3}" width="${Math.max(1, x(row.growth) - x(minimum))}" height="${rowHeight - 8}" fill="${row.isLogarithmic ? '#4a7' : '#d54'}"/>` +
        `<text x="${x(row.growth) + 4}" y="${y + 14}" font-size="11">× ${row.growth.toFixed(2)}</text>`
      );
    })
    .join('\n');
  const ticks = [0.25, 0.5, 1, 2, 5, 10, 20, 50, 100]
    .filter((tick) => tick <= maximum)
    .map((tick) => `<text x="${x(tick)}" y="${height - 24}" font-size="11" text-anchor="middle">× ${tick}</text><line x1="${x(tick)}" y1="${height - 40}" x2="${x(tick)}" y2="${height - 36}" stroke="#333"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">
<rect width="100%" height="100%" fill="white"/>
<text x="10" y="18" font-size="13">p50 growth from ${small.database.timesheetEntries.toLocaleString('en')} to ${large.database.timesheetEntries.toLocaleString('en')} timesheet entries (${small.database.kind}); red: more than ${(logRatio * NOISE).toFixed(2)}×</text>
${reference(logRatio, `log N: × ${logRatio.toFixed(2)}`, '#2a6')}
${reference(sizeRatio, `N: × ${sizeRatio.toFixed(1)}`, '#c33')}
${bars}
<line x1="${left}" y1="${height - 40}" x2="${left + plotWidth}" y2="${height - 40}" stroke="#333"/>
${ticks}
<text x="${left + plotWidth / 2}" y="${height - 6}" font-size="11" text-anchor="middle">growth of p50 (logarithmic axis)</text>
</svg>
`;
  if (options.plot.endsWith('.png')) {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(`<body style="margin:0">${svg}</body>`);
    await page.locator('svg').screenshot({ path: options.plot });
    await browser.close();
  } else fs.writeFileSync(options.plot, svg);
  console.log(`\nWrote ${options.plot}`);
}
