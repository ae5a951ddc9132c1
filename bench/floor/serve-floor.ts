// The floor as a process of its own, on PostgreSQL: `node bench/floor/.compiled/serve-floor.js <captured.json> <port>` (compiled by run.ts)
// with DATABASE_URL. Started by bench/floor/run.ts; a `pg` pool of the driver's default size, like the app's.
import fs from 'node:fs';
import pg from 'pg';
import type { CapturedRequest } from './capture';
import { buildFloor } from './floor-server';

const [capturedFile, port] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
if (!capturedFile || !port || !databaseUrl) {
  console.error('Usage: DATABASE_URL=postgres://… node bench/floor/.compiled/serve-floor.js <captured.json> <port>');
  process.exit(1);
}
const captured = JSON.parse(fs.readFileSync(capturedFile, 'utf8')) as CapturedRequest[];
const pool = new pg.Pool({ connectionString: databaseUrl });
const floor = await buildFloor(captured, { pool });
await floor.listen({ host: '127.0.0.1', port: Number(port) });
process.once('SIGTERM', () => void floor.close().then(() => pool.end()).then(() => process.exit(0)));
