import type { Day } from './calendar';
import type { SeedContext } from './context';
import type { ScaleContext } from './scale';
import type { SeedWorld } from './world';

// What a module gives the demo firm: its own rows, as steps the seed runs in one transaction (server/db/seed/index.ts,
// and scale.ts for `--scale N`). A module's server/index.ts gives them as `demo` (server/modules/workflows.ts); the
// steps of every module run by their places, so a step never runs before the rows it refers to.

/** One step of a seed: the rows of one kind, with where it runs and what it needs. */
type Step<Context extends unknown[]> = {
  /** What it makes, as other steps' `after` names it. */
  name: string;
  /**
   * Where it runs among every module's steps, smaller first. The demo's steps draw from one random sequence, so the
   * places also fix the demo's data: a step moved elsewhere changes the rows of every step after it.
   */
  place: number;
  /** The steps whose rows (or facts handed on in the world) it reads: each must run before it, or the seed refuses. */
  after?: readonly string[];
  seed: (...context: Context) => Promise<void>;
};

/** A step of the demo firm: it reads and adds to the facts the steps hand on (world.ts). */
export type DemoStep = Step<[context: SeedContext, world: SeedWorld]>;

/** A step of the scale data (scale.ts): set-based inserts for every new team at once. */
export type ScaleStep = Step<[context: ScaleContext]>;

/** What a module's server/index.ts gives as `demo`. */
export type DemoContribution = {
  steps?: readonly DemoStep[];
  scaleSteps?: readonly ScaleStep[];
  /** The firm's working days from one day to another, both included: the days the scale history books on (one module gives them). */
  workingDays?: (from: Day, to: Day) => readonly Day[];
};

/** Every module's steps by place; refuses two steps of one name or place, and a step placed before one it needs. */
export const inSeedOrder = <S extends { name: string; place: number; after?: readonly string[] }>(steps: readonly S[]): S[] => {
  const ordered = [...steps].sort((a, b) => a.place - b.place);
  const placeOf = new Map<string, number>();
  for (const [index, step] of ordered.entries()) {
    if (placeOf.has(step.name)) throw new Error(`Two seed steps are called ${step.name}`);
    if (index > 0 && ordered[index - 1].place === step.place) throw new Error(`Seed steps ${ordered[index - 1].name} and ${step.name} share place ${step.place}`);
    placeOf.set(step.name, step.place);
  }
  for (const step of ordered)
    for (const needed of step.after ?? []) {
      const place = placeOf.get(needed);
      if (place === undefined) throw new Error(`Seed step ${step.name} needs ${needed}, which no module gives`);
      if (place >= step.place) throw new Error(`Seed step ${step.name} (place ${step.place}) needs ${needed}, placed after it (${place})`);
    }
  return ordered;
};

/** The one working-day calendar the modules give: none or two is a mistake. */
export const workingDaysOf = (contributions: readonly DemoContribution[]) => {
  const calendars = contributions.flatMap((contribution) => (contribution.workingDays ? [contribution.workingDays] : []));
  if (calendars.length !== 1) throw new Error(`One module gives the firm's working days, not ${calendars.length}`);
  return calendars[0];
};
