// A small seeded pseudo-random generator (mulberry32): the demo gets the same names, amounts and
// choices on every run, which keeps screenshots, tests and benchmarks comparable.

export type Random = {
  /** A number in [0, 1). */
  next: () => number;
  /** A whole number in [min, max], both included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** `count` different items, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** An amount in [min, max] with `decimals` decimals (cents by default). */
  amount: (min: number, max: number, decimals?: number) => number;
};

export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[int(0, items.length - 1)];
  };
  const sample = <T>(items: readonly T[], count: number) => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = int(0, i);
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    return pool.slice(0, Math.min(count, pool.length));
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample,
    amount: (min, max, decimals = 2) => roundTo(min + next() * (max - min), decimals),
  };
};

export const roundTo = (value: number, decimals = 2) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
