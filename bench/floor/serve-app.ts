// The app as `npm start` runs it (server/main.ts: token authentication, request logging), as a process of
// its own for bench/floor/run.ts. On PGlite it also serves the floor on a second port from the app's own
// PGlite instance — one database folder takes one process, so the floor shares the app's process and database:
//   node bench/floor/.compiled/serve-app.js [<captured.json> <floor port>]      (PORT, DATA_DIR, DATABASE_URL), compiled by run.ts
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { startServer } from '../../server/main';
import type { CapturedRequest } from './capture';
import { buildFloor } from './floor-server';

const [capturedFile, floorPort] = process.argv.slice(2);
const app = await startServer();
if (capturedFile && floorPort) {
  if (app.portal.database.kind !== 'pglite') throw new Error('The floor shares the app process only on PGlite; on PostgreSQL it runs as serve-floor.ts');
  const captured = JSON.parse(fs.readFileSync(capturedFile, 'utf8')) as CapturedRequest[];
  const pglite = (app.portal.db as unknown as { $client: PGlite }).$client;
  const floor = await buildFloor(captured, { pglite });
  // It ends with the process: server/main.ts closes the app (and PGlite) on SIGTERM and exits.
  await floor.listen({ host: '127.0.0.1', port: Number(floorPort) });
}
