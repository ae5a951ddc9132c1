import fs from 'node:fs';

// The release's semantic version (CHANGELOG.md), read once from package.json: one folder above this file both in
// the clone (server/version.ts) and in the image (dist-server/*.js beside /app/package.json).
export const PORTAL_VERSION: string = (JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
