// Module and server code names the resource it writes or reads by its declaration, never by a string: a renamed
// or removed resource is then a compile error in every handler that uses it, not a 500 at run time. The writer
// and `resourceTableOf` still take a name for generic code that learns the resource at run time (a route, a
// reference field); the demo seed's insertRows takes a name on purpose (server/db/seed/context.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(__dirname, '../..');

const typeScriptFilesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return typeScriptFilesUnder(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });

// The resource is the writer's second argument (the first, the write context, may be an object literal),
// `resourceTableOf`'s second and `attach`'s first.
const NAMED_BY_STRING = [
  /\b(?:createRecords?|updateRecords?|deleteRecord)\(\s*(?:[^,()'{}]|\{[^{}]*\})+,\s*'[^']*'/g,
  /\bresourceTableOf\(\s*[^,()']+,\s*'[^']*'/g,
  /\battach\(\s*'[^']*'/g,
];

/** `file: call` for every call in `source` that names its resource by a string literal. */
export const callsNamingByString = (file: string, source: string) =>
  NAMED_BY_STRING.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => `${file}: ${match[0]}`));

const serverFiles = () =>
  [
    ...typeScriptFilesUnder(join(ROOT, 'server')).filter((file) => !file.includes(`${join('server', 'db', 'seed')}`)),
    ...typeScriptFilesUnder(join(ROOT, 'modules')).filter((file) => file.includes(`${join('', 'server', '')}`)),
  ].map((file) => relative(ROOT, file));

describe('writer calls', () => {
  test('module and server code hands the writer and the tables a declaration, not a resource name', () => {
    const found = serverFiles().flatMap((file) => callsNamingByString(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  test('the scan would catch a name in each place', () => {
    expect(callsNamingByString('x.ts', "await updateRecord({ tx, schema, via: 'job' }, 'labour', row, {})")).toHaveLength(1);
    expect(callsNamingByString('x.ts', "createRecord(call.write, 'tasks', { title })")).toHaveLength(1);
    expect(callsNamingByString('x.ts', "resourceTableOf(context.schema, 'employees')")).toHaveLength(1);
    expect(callsNamingByString('x.ts', "call.attach('labour', record.id, files)")).toHaveLength(1);
    expect(callsNamingByString('x.ts', 'createRecord(call.write, tasks, { title: "a" })')).toEqual([]);
    expect(callsNamingByString('x.ts', 'resourceTableOf(schema, field.resource)')).toEqual([]);
  });
});
