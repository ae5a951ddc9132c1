// .env.example and docs/operators/configuration.md are written from the settings schema: the committed files must
// be what `npm run config:example` writes now, so a variable added to the schema is documented in the same commit.
import fs from 'node:fs';
import { configurationDoc, envExample } from '../../server/settings/reference';
import { ENV_NAMES } from '../../server/settings/settings';

describe('the configuration reference', () => {
  it('.env.example is the one written from the schema (npm run config:example)', () => {
    expect(fs.readFileSync('.env.example', 'utf8')).toBe(envExample());
  });

  it('docs/operators/configuration.md is the one written from the schema (npm run config:example)', () => {
    expect(fs.readFileSync('docs/operators/configuration.md', 'utf8')).toBe(configurationDoc());
  });

  it('lists every variable, and the file form of each secret', () => {
    const doc = configurationDoc();
    for (const name of ENV_NAMES) expect(doc).toContain(`| \`${name}\` |`);
    expect(doc).toContain('Secret: also `DATABASE_URL_FILE`');
    expect(envExample()).toMatch(/^# DATABASE_URL=postgres:\/\//m);
  });
});
