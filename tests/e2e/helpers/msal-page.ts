// Builds the MSAL-only check page (helpers/msal-page) with Vite into a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';

export const buildMsalPage = async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'msal-page-'));
  await build({
    root: path.resolve('tests/e2e/helpers/msal-page'),
    configFile: false,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  return { outDir, remove: () => fs.rmSync(outDir, { recursive: true, force: true }) };
};
