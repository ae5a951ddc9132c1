// SPEC §5: one image (.jpg .png .jpeg) per upload, only for your own user unless ADMIN; GET returns the bytes.
import { testDatabaseKinds } from '../helpers/databases';
import { multipartOf } from '../helpers/multipart';
import { startAuthApp, type AuthApp } from './auth-harness';

type Part = { fileName: string; contentType: string; content: Buffer };

/** The upload control's field is `profile_picture` (SPEC §3). */
const multipart = (parts: Part[]) => multipartOf(parts.map((part) => ({ ...part, field: 'profile_picture' })));

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (fileName = 'me.png'): Part => ({ fileName, contentType: 'image/png', content: PNG });

describe.each(testDatabaseKinds)('profile pictures on %s', (kind) => {
  let api: AuthApp;
  let employeeId: number;
  let pmId: number;
  beforeAll(async () => {
    api = await startAuthApp(kind);
    employeeId = (await api.injectAs('employee', { url: '/api/users/currentUser' })).json().id;
    pmId = (await api.injectAs('pm', { url: '/api/users/currentUser' })).json().id;
  });
  afterAll(() => api?.close());

  const upload = (username: string, userId: number, parts: Part[]) =>
    api.injectAs(username, { method: 'POST', url: `/api/users/profile-picture/${userId}`, ...multipart(parts) });

  it('accepts a PNG for your own user and serves it back', async () => {
    const response = await upload('employee', employeeId, [png()]);
    expect(response.statusCode).toBe(200);
    const url = response.json().profilePicture as string;
    expect(url).toMatch(new RegExp(`^/api/users/${employeeId}/profile-picture\\?v=`));
    expect((await api.injectAs('employee', { url: '/api/users/currentUser' })).json().profilePicture).toBe(url);
    const picture = await api.injectAs('pm', { url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves the picture to an <img> without a token, but only at its exact address', async () => {
    const url = (await upload('employee', employeeId, [png()])).json().profilePicture as string;
    const anonymous = await api.app.inject({ url });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.rawPayload.equals(PNG)).toBe(true);
    expect((await api.app.inject({ url: url.replace(/v=.*$/, 'v=guess') })).statusCode).toBe(404);
    expect((await api.app.inject({ url: url.replace(/\?v=.*$/, '') })).statusCode).toBe(404);
  });

  it('replaces the picture with a new address on the next upload', async () => {
    const first = (await upload('employee', employeeId, [png()])).json().profilePicture;
    const second = (await upload('employee', employeeId, [png('again.PNG')])).json().profilePicture;
    expect(second).not.toBe(first);
    expect((await api.injectAs('employee', { url: `/api/users/${employeeId}` })).json().profilePicture).toBe(second);
  });

  it('refuses a text file with 415', async () => {
    const response = await upload('employee', employeeId, [{ fileName: 'notes.txt', contentType: 'text/plain', content: Buffer.from('hello') }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String), errors: { profile_picture: expect.any(String) } });
  });

  it('refuses a file named like an image that is not one, with 415', async () => {
    const response = await upload('employee', employeeId, [{ fileName: 'fake.png', contentType: 'image/png', content: Buffer.from('not a png') }]);
    expect(response.statusCode).toBe(415);
  });

  it('refuses two files with 400', async () => {
    const response = await upload('employee', employeeId, [png('a.png'), png('b.png')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Maximum number of files exceeded, limit is 1 at most.');
  });

  it('refuses a body with no file with 400', async () => {
    expect((await upload('employee', employeeId, [])).statusCode).toBe(400);
  });

  it("refuses another user's picture for a non-admin with 403, and lets an admin change it", async () => {
    expect((await upload('employee', pmId, [png()])).statusCode).toBe(403);
    expect((await upload('admin', pmId, [png()])).statusCode).toBe(200);
  });

  it('answers 404 for a user with no picture', async () => {
    const hrId = (await api.injectAs('hr', { url: '/api/users/currentUser' })).json().id;
    expect((await api.app.inject({ url: `/api/users/${hrId}/profile-picture?v=x` })).statusCode).toBe(404);
  });
});
