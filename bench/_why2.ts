import { build, type Plugin } from 'vite';
const targets = process.argv.slice(2);
const why: Plugin = {
  name: 'why',
  generateBundle(_o, bundle) {
    const chunks = Object.values(bundle).filter((c: any) => c.type === 'chunk') as any[];
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const initial = new Set<string>();
    const visit = (f: string) => { if (initial.has(f) || !byFile.has(f)) return; initial.add(f); for (const i of byFile.get(f).imports) visit(i); };
    for (const c of chunks) if (c.isEntry) visit(c.fileName);
    const included = new Set<string>(chunks.filter((c) => initial.has(c.fileName)).flatMap((c) => Object.keys(c.modules)));
    const short = (id: string) => id.replace('/work/main/node_modules/', '').replace(process.cwd() + '/', '');
    if (targets[0] === '--src') { for (const id of included) if (!id.includes('node_modules')) console.log(short(id)); return; }
    for (const t of targets) {
      for (const id of included) if (id.includes(t)) {
        // walk up importers that are included, up to 6 levels, first importer each
        const chain = [short(id)]; let cur = id;
        for (let i = 0; i < 8; i++) {
          const imps = (this.getModuleInfo(cur)?.importers ?? []).filter((x) => included.has(x));
          if (!imps.length) break;
          const pick = imps.find((x) => !x.includes('antd/es/index.js') && !x.includes('dist/index.mjs')) ?? imps[0];
          chain.push(short(pick) + (imps.length > 1 ? ` (+${imps.length - 1}: ${imps.slice(0, 4).map(short).join(', ')})` : ''));
          cur = pick;
        }
        console.log('\n' + chain.join('\n   <- '));
        break;
      }
    }
  },
};
await build({ root: process.cwd(), logLevel: 'error', plugins: [why], build: { write: false, reportCompressedSize: false } });
