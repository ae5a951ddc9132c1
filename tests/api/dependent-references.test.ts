import type { InjectOptions } from 'fastify';
import { resources } from '../../resources.config';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { testDatabaseKinds } from '../helpers/databases';
import { as, callerWith } from '../helpers/test-caller';
import { testBoards, testCards, testLanes } from '../helpers/workflow-fixture';

// A reference narrowed by another field (`narrowedBy`): the server refuses a lane of another board, on
// create and when the board changes under the lane, and the lookup lets a form ask for one board's lanes.

describe.each(testDatabaseKinds)('dependent references on %s', (kind) => {
  let t: TestApp;
  const pm = as(callerWith(['PROJECT MANAGER']));
  const employee = as(callerWith(['EMPLOYEE']));
  beforeAll(async () => {
    t = await startTestApp(kind, { resources: [...resources, testBoards, testLanes, testCards], database: 'push' });
  });
  afterAll(() => t.close());
  const inject = (options: InjectOptions) => t.app.inject(options);
  const put = async (url: string, payload: object) => (await inject({ method: 'PUT', url, headers: pm, payload })).json();

  test('a lane of another board is refused, on create and when the board changes', async () => {
    const [alpha, beta] = [await put('/api/admin/test_boards', { name: 'Alpha' }), await put('/api/admin/test_boards', { name: 'Beta' })];
    const betaLane = await put('/api/admin/test_lanes', { name: 'Doing', boardId: beta.id });
    const refused = await inject({ method: 'PUT', url: '/api/admin/test_cards', headers: pm, payload: { title: 'x', boardId: alpha.id, laneId: betaLane.id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ laneId: `The lane ${betaLane.id} does not belong to this record's board` });

    const card = await put('/api/admin/test_cards', { title: 'y', boardId: beta.id, laneId: betaLane.id });
    expect(card.laneId).toBe(betaLane.id);
    const moved = await inject({ method: 'POST', url: `/api/admin/test_cards/${card.id}`, headers: pm, payload: { version: 1, boardId: alpha.id } });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.laneId).toMatch(/does not belong/);
  });

  test("the lookup answers one board's lanes to anyone signed in", async () => {
    const board = await put('/api/admin/test_boards', { name: 'Gamma' });
    const lane = await put('/api/admin/test_lanes', { name: 'Done', boardId: board.id });
    await put('/api/admin/test_lanes', { name: 'Elsewhere', boardId: (await put('/api/admin/test_boards', { name: 'Delta' })).id });
    const lanes = await inject({ method: 'GET', url: `/api/lookup/testLanes?boardId=${board.id}`, headers: employee });
    expect(lanes.statusCode, lanes.body).toBe(200);
    expect(lanes.json()).toEqual([{ id: lane.id, name: 'Done' }]);
  });
});
