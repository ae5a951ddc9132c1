import fs from 'node:fs';
const p = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const re = new RegExp(process.argv[3]);
const byId = new Map(p.nodes.map((n: any) => [n.id, n]));
const m = new Map<string, number>();
p.samples.forEach((s: number, i: number) => { const n: any = byId.get(s); const k = `${n.callFrame.functionName}|${n.callFrame.url.replace(/^.*\//,'')}:${n.callFrame.lineNumber+1}:${n.callFrame.columnNumber+1}`; if (re.test(k)) m.set(k, (m.get(k) ?? 0) + (p.timeDeltas[i+1] ?? 0) / 1000); });
for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(v.toFixed(0).padStart(6), k);
