// `npm run config:example`: writes .env.example and docs/operators/configuration.md from the settings schema.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configurationDoc, envExample } from '../server/settings/reference';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
fs.writeFileSync(path.join(root, '.env.example'), envExample());
fs.mkdirSync(path.join(root, 'docs', 'operators'), { recursive: true });
fs.writeFileSync(path.join(root, 'docs', 'operators', 'configuration.md'), configurationDoc());
console.log('Wrote .env.example and docs/operators/configuration.md');
