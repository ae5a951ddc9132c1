// What casbin imports for features the portal's model never uses, in the SPA's build only (vite.config.ts,
// standIns): the npm `buffer` (~24 KB, for ipMatch's address arithmetic), csv-parse (~27 KB, for reading
// policy CSV: split-policy-enforcer.ts hands casbin the rules already split) and minimatch (~21 KB, for globMatch).
// The model (access-policy.conf) matches with keyMatch2 only; a test holds it to that. Anything else refuses loudly
// rather than answering wrongly.

const refuse = (what: string): never => {
  throw new Error(`${what} is not part of the portal's casbin model in the browser (src/stand-ins/casbin.ts)`);
};

/**
 * casbin reads a model given as text through `Buffer.from(text).toString()`: that one use is kept. Making a Buffer
 * (ipMatch) or reading bytes refuses.
 */
export class Buffer {
  constructor() {
    refuse('A Buffer (ipMatch)');
  }

  static from(value: unknown): { toString: () => string } {
    if (typeof value !== 'string') return refuse('A Buffer from bytes');
    return { toString: () => value };
  }

  static isBuffer(): boolean {
    return false;
  }
}

/** casbin's globMatch. */
export const minimatch = (): boolean => refuse('globMatch');

/** casbin's CSV policy reading (its file and string adapters). */
export const parse = (): string[][] => refuse('Reading policy CSV');
