import fs from 'node:fs';
const profile = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const target = new RegExp(process.argv[3]);
const depth = Number(process.argv[4] ?? 3);
const parentOf = new Map<number, number>();
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
const name = (n: any) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*\//, '')}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
const counts = new Map<string, number>();
profile.samples.forEach((s: number, i: number) => {
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  // find the first frame on the stack matching target
  let id: number | undefined = s;
  while (id !== undefined && !target.test(name(byId.get(id)))) id = parentOf.get(id);
  if (id === undefined) return;
  const chain: string[] = [];
  let p = parentOf.get(id);
  for (let d = 0; d < depth && p !== undefined; d++, p = parentOf.get(p)) chain.push(name(byId.get(p)));
  const key = chain.join(' < ');
  counts.set(key, (counts.get(key) ?? 0) + ms);
});
for (const [k, ms] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(ms.toFixed(0).padStart(6), k);
