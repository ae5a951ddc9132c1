// A DevTools CPU profile (Profiler.stop's answer) summed up: which functions the main thread spent its time in.
// "self" counts the samples a function was running in; "total" those it was on the stack in (once per sample,
// however deep its recursion), so a framework's entry point shows what it and everything it called cost.

export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

const frameName = ({ functionName, url, lineNumber }: CpuProfile['nodes'][number]['callFrame']) =>
  `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*\//, '')}:${lineNumber + 1}` : ''}`.trim();

/** Self and total milliseconds per function, the longest first. */
export const profileTimes = (profile: CpuProfile) => {
  const parentOf = new Map<number, number>();
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((sample, index) => {
    // A sample's delta is the time since the previous one; the last sample's time is the next delta's.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const leaf = nodeById.get(sample)!;
    const leafName = leaf.callFrame.functionName;
    if (IDLE.has(leafName)) {
      self.set(leafName, (self.get(leafName) ?? 0) + ms);
      return;
    }
    busy += ms;
    self.set(frameName(leaf.callFrame), (self.get(frameName(leaf.callFrame)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
      const name = frameName(nodeById.get(id)!.callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const sorted = (times: Map<string, number>) => [...times].sort((a, b) => b[1] - a[1]);
  return { busyMs: busy, wallMs: (profile.endTime - profile.startTime) / 1000, self: sorted(self), total: sorted(total) };
};

/** A few lines for the console: the busy time, and the functions with the most total and self time. */
export const summariseProfile = (profile: CpuProfile, top = 25) => {
  const { busyMs, wallMs, self, total } = profileTimes(profile);
  const lines = (rows: [string, number][]) => rows.slice(0, top).map(([name, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${name}`);
  return [
    `main thread busy ${busyMs.toFixed(0)} ms of ${wallMs.toFixed(0)} ms profiled`,
    'total (on the stack):',
    ...lines(total.filter(([name]) => !IDLE.has(name))),
    'self:',
    ...lines(self),
  ].join('\n');
};
