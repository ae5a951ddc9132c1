// `npm run seed`: the demo firm (Rossi & Bianchi S.r.l., about 25 people, six months of history) into the
// database of DATA_DIR (PGlite) or DATABASE_URL. Refuses a database that already holds business data.
// `npm run seed -- --reset`: empties every table first (uploaded files in DATA_DIR/files are left alone).
// `npm run seed -- --scale N`: makes the firm N times as large for benchmarks — N − 1 more teams of 26 with
//   three years of history each — on top of the demo (seeded first when the database is empty).
//   --scale 40: about 1.37 million timesheet entries; --scale 400 (the largest): about 13.7 million, PostgreSQL only
//   in practice (bench/history/2026-11-26-scale-400.md).
// `--today YYYY-MM-DD`: the day the data treats as today (the same day always gives the same data).
// With PGlite, stop the server first: one database folder takes one process at a time.
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { prepareSchema } from '../server/db/prepare';
import { countRows, hasBusinessData, resetDatabase, schemaOf, seedDemo, seedScale } from '../server/db/seed';

const MAX_SCALE = 400;

const usage = () => {
  console.error('Usage: npm run seed -- [--reset] [--scale N] [--today YYYY-MM-DD]');
  process.exit(1);
};

const readArguments = (args: string[]) => {
  const options: { reset: boolean; scale?: number; today?: string } = { reset: false };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--reset') options.reset = true;
    else if (arg === '--scale') options.scale = Number(args[++index]);
    else if (arg === '--today') options.today = args[++index];
    else usage();
  }
  if (options.scale !== undefined && (!Number.isInteger(options.scale) || options.scale < 1 || options.scale > MAX_SCALE)) {
    console.error(`--scale takes a whole number from 1 to ${MAX_SCALE}`);
    process.exit(1);
  }
  if (options.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.today)) usage();
  return options;
};

const seconds = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const options = readArguments(process.argv.slice(2));
const config = readConfig();
const database = await openDatabase(config);
try {
  const schema = schemaOf({});
  await database.exclusively(() => prepareSchema(database, schema, 'migrations'));
  const { db } = database;
  const where = config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir} (PGlite)`;
  if (options.reset) {
    await resetDatabase(db);
    console.log(`Emptied every table of ${where}.`);
  }
  const hasData = await hasBusinessData(db);
  if (hasData && options.scale === undefined) {
    console.error(`The database in ${where} already has data. Run with --reset to replace it, or --scale N to add scale data.`);
    process.exitCode = 1;
  } else {
    if (!hasData) {
      const started = Date.now();
      await seedDemo(db, config, { today: options.today });
      console.log(`Seeded the demo firm into ${where} in ${seconds(started)}.`);
    }
    if (options.scale !== undefined && options.scale > 1) {
      const started = Date.now();
      await seedScale(db, config, options.scale, {
        today: options.today,
        onStep: (step, milliseconds) => console.log(`  ${step.padEnd(28)} ${(milliseconds / 1000).toFixed(1)} s`),
      });
      console.log(`Added scale ${options.scale} data in ${seconds(started)}.`);
    }
    const counts = [...(await countRows(db)).entries()].sort(([a], [b]) => a.localeCompare(b));
    console.log('\nRows per table:');
    for (const [table, rows] of counts) console.log(`  ${table.padEnd(28)} ${String(rows).padStart(10)}`);
  }
} finally {
  await database.close();
}
