import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataTexts, declaredTexts, literalTexts, quotedTexts, serverOnlyTexts, serverTexts, spaSourceFiles } from '../../src/i18n/catalogue-coverage';
import { italian } from '../../i18n/catalogues';

// The SPA's Italian leaves out the keys only the server shows (vite.config.ts, spaCatalogue). Leaving out one the
// SPA shows would put English on a screen, so what counts as server-only is held here on the real code.

describe("the keys only the server shows, left out of the SPA's catalogue", () => {
  const serverOnly = serverOnlyTexts();

  it("are server refusals the catalogue translates: the provider's pages and the modules' refusals among them", () => {
    expect(serverOnly.size).toBeGreaterThan(100);
    const server = serverTexts();
    for (const text of serverOnly) {
      expect(server.has(text)).toBe(true);
      expect(Object.hasOwn(italian, text), text).toBe(true);
    }
    expect(serverOnly).toContain('Change your password');
    expect(serverOnly).toContain('Money in cannot pay a payroll');
  });

  it('hold no declared label, no data text and no translate() of the SPA', () => {
    const spaTexts = [...declaredTexts(), ...dataTexts(), ...spaSourceFiles().flatMap((file) => literalTexts(fs.readFileSync(file, 'utf8')))];
    expect(spaTexts.length).toBeGreaterThan(1000);
    expect(spaTexts.filter((text) => serverOnly.has(text))).toEqual([]);
  });

  it('keep a text the SPA names in any quoted form, as a constant it translates later would', () => {
    expect(quotedTexts(`const a = 'it\\'s'; const b = "say \\"hi\\""; const c = \`plain\`; const d = \`not \${a}\`;`)).toEqual(["it's", 'say "hi"', 'plain']);
  });
});
