/** Where /api asks for a session: signing in is public, /api/sse takes the cookie too, everything else a token. */
import { describe, expect, it } from 'vitest';
import { errorBody, request, serverForFile } from './helpers';

const world = serverForFile();

const status = async (method: string, url: string, headers: Record<string, string> = {}) => {
  const reply = await request(world.server.url, method, url, { headers });
  if (reply.status >= 400) expect(reply.body, `${method} ${url}`).toEqual(errorBody);
  return reply.status;
};

describe('/api', () => {
  it('signing in needs no session, and an unknown path under /api/auth is 404, not 401', async () => {
    const login = await world.api.post('/api/auth/admin/login', { username: 'nobody', password: 'wrong' });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ message: 'Invalid username or password', code: 'invalid_username_or_password' });
    expect(await status('GET', '/api/auth/admin/login')).toBe(404);
    expect(await status('GET', '/api/auth/nope')).toBe(404);
  });

  it('every other path needs a bearer token; the cookie counts only for /api/sse', async () => {
    for (const url of ['/api/campaign', '/api/admin', '/api/nope', '/api/sse']) {
      expect(await status('GET', url), url).toBe(401);
    }
    const cookie = { Cookie: `token=${world.admin}` };
    expect(await status('GET', '/api/campaign', cookie)).toBe(401);
    const stream = await fetch(`${world.server.url}/api/sse`, { headers: cookie });
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
    expect(await status('POST', '/api/sse', cookie)).toBe(404);

    const bearer = { Authorization: `Bearer ${world.admin}` };
    expect(await status('GET', '/api/nope', bearer)).toBe(404);
    expect(await status('GET', '/api/campaign', bearer)).toBe(200);
  });
});
