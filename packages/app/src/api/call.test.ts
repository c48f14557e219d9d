import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { routes, type Campaign, type GeneratedPost } from '@app/contract';
import { holdsOf, urlOf } from './call';
import { ApiError, createApiClient } from './client';

const bases = { api: '/api', files: '/files' };

describe('urlOf', () => {
  it('fills in the path parameters, each encoded', () => {
    expect(urlOf(routes.campaign.one, { params: { id: 'c 1' } }, bases)).toBe('/api/campaign/one/c%201');
    expect(urlOf(routes.link.label, { params: { uuid: 'a/b?c' } }, bases)).toBe('/api/link/a%2Fb%3Fc');
    expect(urlOf(routes.reviewLink.setting, { params: { tenantId: '../admin' } }, bases)).toBe(
      '/api/review-link/tenant/..%2Fadmin',
    );
    expect(urlOf(routes.publicReview.decide, { params: { token: 't#1' } }, bases)).toBe(
      '/api/public/review/t%231/decide',
    );
    expect(() => urlOf(routes.campaign.one, {}, bases)).toThrow(TypeError);
  });

  it("puts the API's and the file service's calls under their bases", () => {
    const moved = { api: '/backoffice/api', files: 'https://files.example.my' };
    expect(urlOf(routes.campaign.list, undefined, moved)).toBe('/backoffice/api/campaign');
    expect(urlOf(routes.files.urls, undefined, moved)).toBe('https://files.example.my/_urls');
    expect(urlOf(routes.files.upload, { query: { bucketKey: 'campaign-media' } }, bases)).toBe(
      '/files/public/upload/raw?bucketKey=campaign-media',
    );
  });

  it('writes the query in one order, a sort as column:direction, and leaves out what is not given', () => {
    const query = {
      status: 'pending',
      limit: 10,
      offset: 0,
      sort: { column: 'title', direction: 'asc' } as const,
      q: undefined,
    };
    expect(urlOf(routes.content.list, { query }, bases)).toBe(
      '/api/content?limit=10&offset=0&sort=title%3Aasc&status=pending',
    );
    expect(urlOf(routes.redbook.settings, { query: { platform: 'Google Review', campaignId: 'c&1' } }, bases)).toBe(
      '/api/redbook/settings?campaignId=c%261&platform=Google+Review',
    );
    expect(urlOf(routes.stats.funnel, { query: {} }, bases)).toBe('/api/stats/funnel');
  });
});

describe('holdsOf', () => {
  it("names the kinds a read's answer holds, as its query decides", () => {
    expect(holdsOf(routes.content.list, undefined)).toEqual(['content']);
    expect(holdsOf(routes.campaign.one, { params: { id: 'c1' } })).toEqual(['campaign', 'content', 'asset']);
    expect(holdsOf(routes.campaign.one, { params: { id: 'c1' }, query: { embed: 'none' } })).toEqual(['campaign']);
    expect(holdsOf(routes.redbook.settings, undefined)).toEqual([]);
  });
});

function clientAnswering(respond: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: '/api',
    filesBaseUrl: '/files',
    getToken: () => 'tok-1',
    onUnauthorized,
    fetch: async (input, init = {}) => {
      calls.push({ url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init });
      return respond();
    },
  });
  return { client, calls, onUnauthorized };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('call', () => {
  it('sends the route’s method to its address with the body, and answers as the call’s answer schema says', async () => {
    const campaign = { id: 'c1', name: 'Raya', description: 'Sale', keyword: [], createdAt: '', tenantId: null };
    const { client, calls } = clientAnswering(json(200, campaign));
    const changed = client.call(routes.campaign.update, { params: { id: 'c/1' }, body: { name: 'Raya' } });
    expectTypeOf(changed).resolves.toMatchTypeOf<Campaign>();
    await expect(changed).resolves.toEqual(campaign);
    expect(calls[0]).toMatchObject({
      url: '/api/campaign/one/c%2F1',
      init: { method: 'PATCH', body: '{"name":"Raya"}' },
    });

    expectTypeOf(client.call(routes.redbook.generate, { body: { platform: 'Redbook' } })).resolves.toMatchTypeOf<
      GeneratedPost[]
    >();
    expectTypeOf(client.call(routes.auth.logoutAll)).resolves.toEqualTypeOf<undefined>();
  });

  it('turns an error answer into the app’s ApiError, with its status, message, code and params', async () => {
    const { client, onUnauthorized } = clientAnswering(
      json(409, { message: 'Name is taken', code: 'name_taken', params: { name: 'Raya' } }),
    );
    const failure = await client.call(routes.admin.create, { body: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      serverMessage: 'Name is taken',
      code: 'name_taken',
      params: { name: 'Raya' },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a public call without the session token, and its 401 does not end the session', async () => {
    const { client, calls, onUnauthorized } = clientAnswering(json(401, { message: 'Invalid username or password' }));
    await expect(client.call(routes.auth.adminLogin, { body: { username: 'a', password: 'b' } })).rejects.toMatchObject(
      { status: 401 },
    );
    expect(calls[0]!.init.headers).not.toHaveProperty('Authorization');
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(client.call(routes.tenant.profile)).rejects.toMatchObject({ status: 401 });
    expect(calls[1]!.init.headers).toHaveProperty('Authorization', 'Bearer tok-1');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('takes only what the call takes, and answers a file only through download', () => {
    const { client } = clientAnswering(json(200, {}));
    const typeOnly = (check: () => unknown) => expect(check).toBeTypeOf('function');
    // @ts-expect-error a call with a path parameter needs it
    typeOnly(() => client.call(routes.campaign.update, { body: { name: 'Raya' } }));
    // @ts-expect-error a body that is not the call's
    typeOnly(() => client.call(routes.campaign.create, { body: { name: 1 } }));
    // @ts-expect-error a call without a body takes none
    typeOnly(() => client.call(routes.tenant.profile, { body: {} }));
    // @ts-expect-error the generator settings' query names the campaign and the platform
    typeOnly(() => client.call(routes.redbook.settings, { query: { campaignId: 'c1' } }));
    // @ts-expect-error a CSV is no JSON answer
    typeOnly(() => client.call(routes.stats.funnelCsv, { query: {} }));
    // @ts-expect-error nor is a JSON answer a file
    typeOnly(() => client.download(routes.campaign.list));
  });
});

describe('download', () => {
  it('answers the file of a call that answers one, with the session token', async () => {
    const { client, calls } = clientAnswering(() => new Response('day,scans\n', { status: 200 }));
    const file = await client.download(routes.stats.funnelCsv, { query: { from: '2026-01-01', to: '2026-01-31' } });
    await expect(file.text()).resolves.toBe('day,scans\n');
    expect(calls[0]!.url).toBe('/api/stats/funnel.csv?from=2026-01-01&to=2026-01-31');
    expect(calls[0]!.init.headers).toHaveProperty('Authorization', 'Bearer tok-1');
  });

  it('rejects a refused download with its ApiError', async () => {
    const { client } = clientAnswering(json(404, { message: 'Not found' }));
    await expect(client.download(routes.printKit.link, { params: { uuid: 'u1' } })).rejects.toBeInstanceOf(ApiError);
  });
});
