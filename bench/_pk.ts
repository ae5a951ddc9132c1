import fs from 'node:fs';
import { build, type Plugin } from 'vite';
const p: Plugin = { name: 'p', generateBundle(_o, bundle) {
  const chunks = Object.values(bundle).filter((c: any) => c.type === 'chunk') as any[];
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = new Set<string>();
  const visit = (f: string) => { if (initial.has(f) || !byFile.has(f)) return; initial.add(f); for (const i of byFile.get(f).imports) visit(i); };
  for (const c of chunks) if (c.isEntry) visit(c.fileName);
  const sizes = new Map<string, number>(); const comp = new Map<string, number>();
  for (const c of chunks.filter((c) => initial.has(c.fileName))) for (const [id, m] of Object.entries<any>(c.modules)) {
    const mm = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))/.exec(id); if (!mm) continue;
    sizes.set(mm[1], (sizes.get(mm[1]) ?? 0) + m.renderedLength); const a = /antd\/es\/([^/]+)/.exec(id); if (a) comp.set(a[1], (comp.get(a[1]) ?? 0) + m.renderedLength);
  }
  console.log([...comp].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}:${Math.round(v / 1024)}`).join(' '));
  for (const [dir, n] of [...sizes].sort((a, b) => b[1] - a[1])) {
    const pj = JSON.parse(fs.readFileSync(dir + '/package.json', 'utf8'));
    console.log(dir.split('node_modules/')[1].padEnd(40), String(Math.round(n / 1024)).padStart(5), JSON.stringify(pj.sideEffects));
  }
} };
await build({ root: process.cwd(), logLevel: 'error', plugins: [p], build: { write: false, reportCompressedSize: false } });
