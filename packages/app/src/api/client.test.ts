import { describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@lingui/core';
import { routes } from '@app/contract';
import { failureText } from '@app/screens';
import { ApiError, createApiClient } from './client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function makeClient(respond: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: '/api',
    filesBaseUrl: '/files',
    getToken: () => 'tok-1',
    tabId: 'tab-1',
    onUnauthorized,
    fetch: async (input, init = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      calls.push({ url, init });
      return respond(url, init);
    },
  });
  return { client, calls, onUnauthorized };
}

describe('createApiClient', () => {
  it("sends the bearer token, the tab's name and a JSON body, and no XSRF header", async () => {
    const { client, calls } = makeClient(() => jsonResponse(201, { id: 'c1' }));
    await expect(client.call(routes.campaign.create, { body: { name: 'Raya', description: 'Sale' } })).resolves.toEqual(
      { id: 'c1' },
    );
    const call = calls[0]!;
    expect(call.url).toBe('/api/campaign');
    expect(call.init.method).toBe('POST');
    expect(call.init.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
      'X-Tab-Id': 'tab-1',
      'Content-Type': 'application/json',
    });
    expect(Object.keys(call.init.headers as object).map((name) => name.toLowerCase())).not.toContain('x-xsrf-token');
    expect(call.init.body).toBe('{"name":"Raya","description":"Sale"}');
  });

  it('sends a JSON array body on bulk deletes', async () => {
    const { client, calls } = makeClient(() => new Response(null, { status: 204 }));
    await expect(client.call(routes.content.removeMany, { body: ['a', 'b'] })).resolves.toBeUndefined();
    expect(calls[0]!.url).toBe('/api/content/many');
    expect(calls[0]!.init.method).toBe('DELETE');
    expect(calls[0]!.init.body).toBe('["a","b"]');
  });

  it('lets a delete outlive the page (keepalive), and no other request', async () => {
    const { client, calls } = makeClient(() => new Response(null, { status: 204 }));
    await client.call(routes.asset.remove, { params: { id: 'a1' } });
    await client.call(routes.content.bulk, { body: [] });
    expect(calls.map((call) => [call.init.method, call.init.keepalive])).toEqual([
      ['DELETE', true],
      ['POST', false],
    ]);
  });

  it('treats any 2xx as success and other statuses as an ApiError carrying the server message', async () => {
    const { client } = makeClient(() => jsonResponse(409, { message: 'Link is not vacant' }));
    const failure = client.call(routes.link.assign, { body: { uuid: 'u1', tenantId: 't1' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, serverMessage: 'Link is not vacant' });
  });

  it("carries the error's code and params, and keeps the message alone when the server sent no code", async () => {
    const coded = makeClient(() =>
      jsonResponse(400, {
        message: 'Title must be at most 200 characters',
        code: 'field_too_long',
        params: { field: 'Title', max: '200', junk: { nested: true } },
      }),
    );
    await expect(coded.client.call(routes.campaign.create, { body: {} })).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Title must be at most 200 characters',
      code: 'field_too_long',
      params: { field: 'Title', max: '200' },
    });
    const plain = makeClient(() => jsonResponse(409, { message: 'Link is not vacant' }));
    const failure = await plain.client
      .call(routes.link.assign, { body: { uuid: 'u1', tenantId: 't1' } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: undefined, params: undefined, serverMessage: 'Link is not vacant' });
    const broken = makeClient(() => new Response('<html>', { status: 502 }));
    await expect(broken.client.call(routes.campaign.list)).rejects.toMatchObject({ status: 502, code: undefined });
  });

  it('rejects a failed upload with the code and params of its answer', async () => {
    const xhr = {
      upload: {} as XMLHttpRequestUpload,
      status: 413,
      responseText: JSON.stringify({
        message:
          'Storage is full: each business may keep 2 GiB of files. Delete assets you no longer need and try again.',
        code: 'storage_full',
        params: { quota: '2 GiB' },
      }),
      open: vi.fn(),
      setRequestHeader: vi.fn(),
      send: vi.fn(),
      onload: null as null | (() => void),
      onerror: null as null | (() => void),
    };
    const client = createApiClient({
      baseUrl: '/api',
      filesBaseUrl: '/files',
      getToken: () => 'tok-1',
      onUnauthorized: vi.fn(),
      createXhr: () => xhr as unknown as XMLHttpRequest,
    });
    const uploading = client.upload(new File(['x'], 'a.png'), { bucketKey: 'campaign-media' });
    xhr.onload?.();
    await expect(uploading).rejects.toMatchObject({ status: 413, code: 'storage_full', params: { quota: '2 GiB' } });
    expect(xhr.open).toHaveBeenCalledWith('POST', '/files/public/upload/raw?bucketKey=campaign-media');
  });

  it('calls onUnauthorized on a 401 and still rejects', async () => {
    const { client, onUnauthorized } = makeClient(() => jsonResponse(401, { message: 'Unauthorized' }));
    await expect(client.call(routes.campaign.list)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('signs in without the bearer token, and a 401 there is a failure for the form, not the end of a session', async () => {
    const { client, calls, onUnauthorized } = makeClient(() =>
      jsonResponse(401, { message: 'Invalid email or password' }),
    );
    await expect(
      client.call(routes.auth.tenantLogin, { body: { email: 'a@b.my', password: 'x' } }),
    ).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Invalid email or password',
    });
    expect(calls[0]!.url).toBe('/api/auth/tenant/login');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).not.toHaveProperty('Authorization');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized on other failures', async () => {
    const { client, onUnauthorized } = makeClient(() => new Response('oops', { status: 500 }));
    await expect(client.call(routes.campaign.list)).rejects.toMatchObject({ status: 500, serverMessage: undefined });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('resolves the object keys a page asks for together in one request to the file service', async () => {
    const expires = Math.floor(Date.now() / 1000) + 86_400;
    const urls = {
      'm/a.png': `/files/_signed/m/a.png?expires=${expires}`,
      'm/b.jpg': `/files/_signed/m/b.jpg?expires=${expires}`,
    };
    const { client, calls } = makeClient(() => jsonResponse(200, { urls }));
    const answers = await Promise.allSettled([
      client.fileUrl('m/a.png'),
      client.fileUrl('m/b.jpg'),
      client.fileUrl('m/a.png'),
      client.fileUrl('m/hidden.png'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/files/_urls');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ keys: ['m/a.png', 'm/b.jpg', 'm/hidden.png'] });
    // a known URL is reused without asking again
    await expect(client.fileUrl('m/b.jpg')).resolves.toBe(urls['m/b.jpg']);
    expect(calls).toHaveLength(1);
    // and told at once to a preview (no second render), unlike a key not resolved or not visible
    expect(client.fileUrl.known('m/b.jpg')).toBe(urls['m/b.jpg']);
    expect(client.fileUrl.known('m/hidden.png')).toBeUndefined();
    expect(client.fileUrl.known('m/other.png')).toBeUndefined();
  });
});

describe('the failure text of an ApiError', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const failureMessage = (error: unknown, fallback: string) => failureText(i18n, error, fallback);
  it('prefers the server message and falls back to the given text', () => {
    expect(failureMessage(new ApiError(400, 'Email is taken'), 'Create failed')).toBe('Email is taken');
    expect(failureMessage(new ApiError(500, undefined), 'Create failed')).toBe('Create failed');
    expect(failureMessage(new TypeError('network'), 'Create failed')).toBe('Create failed');
  });
});
