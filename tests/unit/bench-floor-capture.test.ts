// The floor's capture (bench/floor/capture.ts) records what a request sends to the database in order, with
// its parameters, its round trips and its transaction, and the floor (bench/floor/floor-server.ts) replays it.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPgliteStatements, recordPgStatements, statementRecorder } from '../../bench/floor/capture';
import { buildFloor, floorPathOf } from '../../bench/floor/floor-server';

const people = pgTable('people', { id: integer('id').primaryKey(), name: text('name').notNull() });

describe('the floor capture on PGlite', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;
  const recorder = statementRecorder();
  let stop: () => void;

  beforeAll(async () => {
    client = await PGlite.create();
    db = drizzle({ client });
    await db.execute(sql`create table people (id integer primary key, name text not null)`);
    await db.execute(sql`insert into people values (1, 'Anna'), (2, 'Bruno'), (3, 'Carla')`);
    stop = recordPgliteStatements(client, recorder);
  }, 120_000);
  afterAll(async () => {
    stop();
    await client.close();
  });

  it('records the statements in order with their parameters, and the ones sent together as one round trip', async () => {
    recorder.start();
    await db.select().from(people).where(sql`${people.id} = ${2}`);
    await Promise.all([db.execute(sql`select count(*) from people`), db.select({ name: people.name }).from(people).where(sql`${people.name} like ${'C%'}`)]);
    await db.execute(sql`select ${'last'}::text as word`);
    const captured = recorder.stop();

    expect(captured.isTransaction).toBe(false);
    expect(captured.statements.map((statement) => [statement.text, statement.params, statement.wave])).toEqual([
      ['select "id", "name" from "people" where "people"."id" = $1', [2], 0],
      ['select count(*) from people', [], 1],
      ['select "name" from "people" where "people"."name" like $1', ['C%'], 1],
      ['select $1::text as word', ['last'], 2],
    ]);
    expect(captured.statements.map((statement) => statement.rowMode)).toEqual(['array', undefined, 'array', undefined]);
  });

  it('records statements sent in a transaction and marks the request as one', async () => {
    recorder.start();
    await db.transaction(async (tx) => {
      await tx.execute(sql`update people set name = ${'Bruna'} where id = ${2}`);
      await tx.select().from(people).where(sql`${people.id} = ${2}`);
    });
    const captured = recorder.stop();

    expect(captured.isTransaction).toBe(true);
    expect(captured.statements.map((statement) => statement.params)).toEqual([['Bruna', 2], [2]]);
  });

  it('records nothing outside a recording', async () => {
    recorder.start();
    recorder.stop();
    await db.execute(sql`select 1`);
    recorder.start();
    expect(recorder.stop().statements).toEqual([]);
  });

  it('lets the floor replay a captured request and answer with the rows of each statement', async () => {
    recorder.start();
    await db.select().from(people).where(sql`${people.id} = ${1}`);
    await db.select({ id: people.id, name: people.name }).from(people).where(sql`${people.id} >= ${2}`).orderBy(people.id);
    const captured = recorder.stop();

    const floor = await buildFloor([captured], { pglite: client });
    const reply = await floor.inject({ method: 'GET', url: floorPathOf(0) });
    await floor.close();

    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual([
      [[1, 'Anna']],
      [
        [2, 'Bruna'],
        [3, 'Carla'],
      ],
    ]);
  });
});

describe('the floor capture on node-postgres', () => {
  it('hooks every pg client while recording and puts the driver back afterwards', () => {
    const original = pg.Client.prototype.query;
    const stop = recordPgStatements(statementRecorder());
    expect(pg.Client.prototype.query).not.toBe(original);
    stop();
    expect(pg.Client.prototype.query).toBe(original);
  });
});
