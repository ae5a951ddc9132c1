// What a request allocates, by package and by function: V8's sampling heap profiler (through the inspector) over
// `inject`ed requests, counting objects collected since as well. Unlike time, the bytes a request allocates do not
// depend on what else the machine is doing, and the young generation's collections grow with them: a steady measure
// of one side of the CPU per request on a shared machine
// (bench/history/2026-11-26-closer-to-the-floor-stops-36-41.md, stop 37).
import type { Session } from 'node:inspector/promises';

type HeapNode = { callFrame: { functionName: string; url: string; lineNumber: number }; selfSize: number; children: HeapNode[] };

/** Samples what `work` allocates (every `intervalBytes` on average), as a profile's tree. */
export const sampleAllocations = async (session: Session, work: () => Promise<void>, intervalBytes = 1024) => {
  await session.post('HeapProfiler.startSampling', { samplingInterval: intervalBytes, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  await work();
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: HeapNode } };
  return profile.head;
};

const packageOf = (url: string) => {
  const inModules = url.split('node_modules/').at(-1)!;
  if (inModules !== url) return inModules.startsWith('@') ? inModules.split('/').slice(0, 2).join('/') : inModules.split('/')[0];
  return url.startsWith('node:') ? url : url === '' ? '(V8 builtins)' : '(our code)';
};

/** KB per request by package and the functions allocating most, as lines to print. */
export const summariseAllocations = (head: HeapNode, requests: number, top = 20) => {
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const walk = (node: HeapNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    byPackage.set(packageOf(url), (byPackage.get(packageOf(url)) ?? 0) + node.selfSize);
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*\//, '')}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize);
    node.children.forEach(walk);
  };
  walk(head);
  const kb = (bytes: number) => `${(bytes / requests / 1024).toFixed(2).padStart(7)} KB`;
  const total = [...byPackage.values()].reduce((sum, bytes) => sum + bytes, 0);
  const lines = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, bytes]) => `  ${kb(bytes)}  ${name}`);
  return [`allocated per request: ${kb(total).trim()}`, 'by package:', ...lines(byPackage), 'by function:', ...lines(byFunction)].join('\n');
};
