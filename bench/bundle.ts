// `npx tsx bench/bundle.ts`: builds the SPA with the project's vite.config.ts into a temporary folder (dist/
// is left alone) and reports what a first visit downloads: the entry chunk and every chunk it imports
// statically (lazy chunks excluded), gzip-compressed, plus the largest chunks and the packages that fill the
// initial ones. Baseline (notes/refine-stack.md, a minimal refine app): 540 KiB eager, 462 KiB with lazy
// routes, 424 KiB with lazy routes and casbin loaded on first use. Issue 16 asks ≤ 450 KiB with MSAL and the
// whole shell. Also lists each portal module's screen chunks (modules/<module>/screens/) with their sizes.
// Writes bench/results/<date>-bundle.json.
//   options: --keep (keep the built folder and print its path)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { formatTable } from './measure';
import { firmToday } from '../resources/firm-calendar';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(BENCH_DIR);
const BASELINE_KIB = { eager: 540, lazyRoutes: 462, lazyRoutesAndCasbin: 424 };
const TARGET_KIB = 450;

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-'));
const keep = process.argv.includes('--keep');

const started = performance.now();
const output = await build({
  root: ROOT,
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, reportCompressedSize: false },
});
const buildSeconds = (performance.now() - started) / 1000;
const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
const chunks = outputs.flatMap((result) => result.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
const assets = outputs.flatMap((result) => result.output).filter((item): item is Rolldown.OutputAsset => item.type === 'asset');

type ChunkSize = { file: string; name: string; isInitial: boolean; bytes: number; gzipBytes: number; brotliBytes: number };
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

// The initial set: the entry chunks and, transitively, their static imports.
const initial = new Set<string>();
const visit = (file: string) => {
  if (initial.has(file) || !byFile.has(file)) return;
  initial.add(file);
  for (const imported of byFile.get(file)!.imports) visit(imported);
};
for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);

const sizes: ChunkSize[] = chunks.map((chunk) => {
  const code = Buffer.from(chunk.code);
  // Brotli at its default (highest) quality, as the build's .br copies that the server sends (vite.config.ts).
  return { file: chunk.fileName, name: chunk.name, isInitial: initial.has(chunk.fileName), bytes: code.length, gzipBytes: gzipSync(code).length, brotliBytes: brotliCompressSync(code).length };
});
const sum = (items: readonly ChunkSize[], key: 'bytes' | 'gzipBytes' | 'brotliBytes') => items.reduce((total, item) => total + item[key], 0);
const initialSizes = sizes.filter((size) => size.isInitial);
const lazySizes = sizes.filter((size) => !size.isInitial);
const css = assets.filter((asset) => asset.fileName.endsWith('.css'));
const cssGzip = css.reduce((total, asset) => total + gzipSync(Buffer.from(asset.source)).length, 0);

// What fills the initial chunks: each package's share of a chunk's rendered code (measured before
// minification), applied to that chunk's gzip size — an estimate, good for ranking the packages.
const packageOf = (id: string) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.split('?')[0].replace(/\\/g, '/'));
  return match ? match[1] : id.startsWith('\0') ? 'bundler runtime' : 'app (src, resources)';
};
const packages = new Map<string, { bytes: number; gzipEstimate: number }>();
for (const chunk of chunks.filter((candidate) => initial.has(candidate.fileName))) {
  const size = sizes.find((candidate) => candidate.file === chunk.fileName)!;
  const modules = Object.entries(chunk.modules);
  const rendered = modules.reduce((total, [, module]) => total + module.renderedLength, 0);
  for (const [id, module] of modules) {
    const entry = packages.get(packageOf(id)) ?? { bytes: 0, gzipEstimate: 0 };
    entry.bytes += module.renderedLength;
    entry.gzipEstimate += (module.renderedLength / Math.max(1, rendered)) * size.gzipBytes;
    packages.set(packageOf(id), entry);
  }
}
const topPackages = [...packages.entries()].sort(([, a], [, b]) => b.bytes - a.bytes).slice(0, 25);

// Each portal module's screens (modules/<module>/screens/...): the lazy chunks holding them, and their sizes. A
// chunk shared by several modules' screens is listed under each; the generic screens are their own "module".
const moduleOf = (id: string) => {
  const found = /\/src\/screens\/([^/]+)\/|\/modules\/([^/]+)\/screens\//.exec(id.replace(/\\/g, '/'));
  return found ? found[1] ?? found[2] : undefined;
};
const chunksByModule = new Map<string, Set<string>>();
for (const chunk of chunks) {
  if (initial.has(chunk.fileName)) continue;
  for (const id of Object.keys(chunk.modules)) {
    const name = moduleOf(id);
    if (name) chunksByModule.set(name, (chunksByModule.get(name) ?? new Set()).add(chunk.fileName));
  }
}
const sizeOf = (file: string) => sizes.find((size) => size.file === file)!;
const moduleChunks = [...chunksByModule.entries()]
  .map(([name, files]) => {
    const own = [...files].map(sizeOf);
    return { module: name, chunks: own.map((size) => ({ file: size.file, kib: kib(size.bytes), gzipKib: kib(size.gzipBytes) })), kib: kib(sum(own, 'bytes')), gzipKib: kib(sum(own, 'gzipBytes')) };
  })
  .sort((a, b) => a.module.localeCompare(b.module));
const initialGzipKib = kib(sum(initialSizes, 'gzipBytes'));

console.log(`Built the SPA in ${buildSeconds.toFixed(1)} s: ${chunks.length} JS chunks (${initialSizes.length} initial, ${lazySizes.length} lazy).\n`);
console.log(
  formatTable(
    ['', 'files', 'raw KiB', 'gzip KiB', 'brotli KiB'],
    [
      ['initial JS (entry + static imports)', String(initialSizes.length), String(kib(sum(initialSizes, 'bytes'))), String(initialGzipKib), String(kib(sum(initialSizes, 'brotliBytes')))],
      ['lazy JS (dynamic imports)', String(lazySizes.length), String(kib(sum(lazySizes, 'bytes'))), String(kib(sum(lazySizes, 'gzipBytes'))), String(kib(sum(lazySizes, 'brotliBytes')))],
      ['CSS', String(css.length), String(kib(css.reduce((total, asset) => total + Buffer.from(asset.source).length, 0))), String(kib(cssGzip)), '—'],
    ],
  ),
);
console.log(
  `\nInitial JS gzip ${initialGzipKib} KiB against the baseline ${BASELINE_KIB.lazyRoutesAndCasbin}–${BASELINE_KIB.eager} KiB ` +
    `(target ≤ ${TARGET_KIB} KiB: ${initialGzipKib <= TARGET_KIB ? 'met' : 'NOT met'}).\n\nLargest chunks:\n`,
);
console.log(
  formatTable(
    ['chunk', 'loaded', 'raw KiB', 'gzip KiB'],
    [...sizes]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 10)
      .map((size) => [size.file, size.isInitial ? 'initial' : 'lazy', String(kib(size.bytes)), String(kib(size.gzipBytes))]),
  ),
);
console.log("\nEach module's screen chunks (loaded with the module's first route; shared chunks they import not counted):\n");
console.log(
  formatTable(
    ['module', 'chunks', 'raw KiB', 'gzip KiB'],
    moduleChunks.map((entry) => [entry.module, String(entry.chunks.length), String(entry.kib), String(entry.gzipKib)]),
  ),
);
console.log('\nWhat the initial JS holds, by package (code before minification; gzip estimated by share of the chunk):\n');
console.log(formatTable(['package', 'unminified KiB', '≈ gzip KiB'], topPackages.map(([name, size]) => [name, String(kib(size.bytes)), String(kib(size.gzipEstimate))])));

const resultsDir = path.join(BENCH_DIR, 'results');
fs.mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `${firmToday()}-bundle.json`);
fs.writeFileSync(
  file,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      buildSeconds: Math.round(buildSeconds * 10) / 10,
      baselineKib: BASELINE_KIB,
      targetKib: TARGET_KIB,
      initial: { files: initialSizes.length, kib: kib(sum(initialSizes, 'bytes')), gzipKib: initialGzipKib, brotliKib: kib(sum(initialSizes, 'brotliBytes')) },
      lazy: { files: lazySizes.length, kib: kib(sum(lazySizes, 'bytes')), gzipKib: kib(sum(lazySizes, 'gzipBytes')), brotliKib: kib(sum(lazySizes, 'brotliBytes')) },
      cssGzipKib: kib(cssGzip),
      chunks: sizes.sort((a, b) => b.gzipBytes - a.gzipBytes).map((size) => ({ ...size, kib: kib(size.bytes), gzipKib: kib(size.gzipBytes), brotliKib: kib(size.brotliBytes) })),
      moduleChunks,
      initialByPackage: topPackages.map(([name, size]) => ({ name, unminifiedKib: kib(size.bytes), gzipKibEstimate: kib(size.gzipEstimate) })),
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
if (keep) console.log(`The build is in ${outDir}`);
else fs.rmSync(outDir, { recursive: true, force: true });
