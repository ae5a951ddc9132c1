import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { Buffer, minimatch, parse } from '../../src/stand-ins/casbin';

// The SPA's casbin runs with stand-ins for the npm buffer, csv-parse and minimatch (vite.config.ts). They hold only
// while the model matches with functions that need none of them.
describe("casbin's stand-ins in the browser", () => {
  it('give casbin the model text it reads through Buffer.from', () => {
    expect(Buffer.from('[request_definition]\nr = sub, obj, act').toString()).toBe('[request_definition]\nr = sub, obj, act');
    expect(Buffer.isBuffer()).toBe(false);
  });

  it('refuse what ipMatch, globMatch and CSV policies would need, naming it', () => {
    expect(() => new Buffer()).toThrow(/ipMatch/);
    expect(() => Buffer.from(new Uint8Array([1]))).toThrow(/bytes/);
    expect(() => minimatch()).toThrow(/globMatch/);
    expect(() => parse()).toThrow(/CSV/);
  });

  it("are enough for the portal's model: its matcher calls keyMatch2 and no other function", () => {
    const model = readFileSync(new URL('../../access-policy.conf', import.meta.url), 'utf8');
    const matcher = model.split('\n').find((line) => line.startsWith('m = '));
    expect(matcher).toBeDefined();
    expect([...(matcher ?? '').matchAll(/([A-Za-z]\w*)\(/g)].map(([, name]) => name)).toEqual(['keyMatch2']);
  });
});

describe("object-inspect's stand-in", () => {
  it('names a value as String does, for the side-channel packages that require it', () => {
    const inspect = createRequire(import.meta.url)('../../src/stand-ins/object-inspect.cjs') as (value: unknown) => string;
    expect(inspect('key')).toBe('key');
    expect(inspect(42)).toBe('42');
    expect(inspect(undefined)).toBe('undefined');
  });
});
