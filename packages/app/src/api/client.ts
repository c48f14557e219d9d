import type { ErrorParams, FileUrlsBody, FileUrlsResponse } from '@app/contract';
import { createFileUrlResolver, type FileUrlResolver } from './fileUrls';

/**
 * An API failure: the HTTP status, and the server's `message`, `code` and `params` when it sent them (contract's
 * errors.ts: the screens show their translation of a known code, the message otherwise).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  readonly params: ErrorParams | undefined;

  constructor(status: number, serverMessage: string | undefined, code?: string, params?: ErrorParams) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.params = params;
  }
}

export interface ApiClientOptions {
  /** Base of the product API, `/api` by default. */
  baseUrl: string;
  /** Base of the file-storage service, `/files` by default. */
  filesBaseUrl: string;
  getToken: () => string | undefined;
  /** This tab's name (`X-Tab-Id`): the server leaves this tab's own changes out of its event stream. */
  tabId?: string;
  /** Called on any 401, before the failing call rejects. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  /** Builds the XMLHttpRequest used for uploads with progress (injected in tests). */
  createXhr?: () => XMLHttpRequest;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface UploadOptions {
  bucketKey: string;
  onProgress?: (percent: number) => void;
}

export interface ApiClient {
  request: <T>(method: HttpMethod, path: string, body?: unknown) => Promise<T>;
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, body?: unknown) => Promise<T>;
  patch: <T>(path: string, body?: unknown) => Promise<T>;
  delete: <T>(path: string, body?: unknown) => Promise<T>;
  /**
   * A sign-in call (POST without a bearer token). Its 401 means wrong credentials, a failure for the login form,
   * not the end of a session: it does not call `onUnauthorized`.
   */
  signIn: <T>(path: string, body: unknown) => Promise<T>;
  /** A binary download (the QR-code export). */
  getBlob: (path: string) => Promise<Blob>;
  /** Uploads a file to the file service with progress; resolves with the stored object key. */
  upload: (file: File, options: UploadOptions) => Promise<string>;
  /** Resolves an object key to a URL of the file (keys asked for together go in one request; fileUrls.ts). */
  fileUrl: FileUrlResolver;
}

interface ErrorFields {
  message?: string;
  code?: string;
  params?: ErrorParams;
}

/** The message, code and params of an error body (each when present and well-formed). */
function errorFields(body: unknown): ErrorFields {
  if (typeof body !== 'object' || body === null) return {};
  const fields: ErrorFields = {};
  if ('message' in body && typeof body.message === 'string') fields.message = body.message;
  if ('code' in body && typeof body.code === 'string') fields.code = body.code;
  if ('params' in body && typeof body.params === 'object' && body.params !== null && !Array.isArray(body.params)) {
    const params = Object.entries(body.params).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    );
    fields.params = Object.fromEntries(params);
  }
  return fields;
}

const apiErrorOf = (status: number, fields: ErrorFields) =>
  new ApiError(status, fields.message, fields.code, fields.params);

async function readError(response: Response): Promise<ErrorFields> {
  try {
    return errorFields(await response.json());
  } catch {
    // a body that is not JSON carries no message
    return {};
  }
}

/**
 * The one HTTP client of the app (SPEC section 9): bearer token from the token cookie, 2xx is success, no timeout,
 * errors carry the server's message, and any 401 clears the session through `onUnauthorized`. No XSRF header (SPEC
 * section 9 names one): the API authenticates the bearer token, which another site's page cannot send, so there is
 * no cross-site request to forge, and the server never checked the header (README, "Operating it").
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  function headers(json: boolean, withToken = true): Record<string, string> {
    const result: Record<string, string> = { Accept: 'application/json' };
    if (json) result['Content-Type'] = 'application/json';
    const token = withToken ? options.getToken() : undefined;
    if (token) result.Authorization = `Bearer ${token}`;
    if (options.tabId) result['X-Tab-Id'] = options.tabId;
    return result;
  }

  async function send(url: string, init: RequestInit, session = true): Promise<Response> {
    const response = await doFetch(url, { credentials: 'same-origin', ...init });
    if (response.ok) return response;
    const fields = await readError(response);
    if (response.status === 401 && session) options.onUnauthorized();
    throw apiErrorOf(response.status, fields);
  }

  async function request<T>(method: HttpMethod, path: string, body?: unknown, session = true): Promise<T> {
    const hasBody = body !== undefined;
    const response = await send(
      `${options.baseUrl}${path}`,
      {
        method,
        headers: headers(hasBody, session),
        body: hasBody ? JSON.stringify(body) : undefined,
        // a delete sent as the page goes away (an asset's Undo time cut short) still reaches the server
        keepalive: method === 'DELETE',
      },
      session,
    );
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  const fileUrl = createFileUrlResolver(async (keys) => {
    const body: FileUrlsBody = { keys };
    const response = await send(`${options.filesBaseUrl}/_urls`, {
      method: 'POST',
      headers: headers(true),
      body: JSON.stringify(body),
    });
    return ((await response.json()) as FileUrlsResponse).urls;
  });

  function upload(file: File, { bucketKey, onProgress }: UploadOptions): Promise<string> {
    return new Promise((resolve, reject) => {
      const xhr = options.createXhr ? options.createXhr() : new XMLHttpRequest();
      xhr.open('POST', `${options.filesBaseUrl}/public/upload/raw?bucketKey=${encodeURIComponent(bucketKey)}`);
      for (const [name, value] of Object.entries(headers(false))) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onerror = () => reject(new ApiError(0, undefined));
      xhr.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = undefined;
        }
        if (xhr.status < 200 || xhr.status > 299) {
          if (xhr.status === 401) options.onUnauthorized();
          reject(apiErrorOf(xhr.status, errorFields(body)));
          return;
        }
        const key = typeof body === 'object' && body !== null && 'key' in body ? body.key : undefined;
        if (typeof key !== 'string' || key === '') {
          reject(new ApiError(xhr.status, 'Upload failed: no object key'));
          return;
        }
        onProgress?.(100);
        resolve(key);
      };
      const form = new FormData();
      form.append('file', file);
      xhr.send(form);
    });
  }

  return {
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    patch: (path, body) => request('PATCH', path, body),
    delete: (path, body) => request('DELETE', path, body),
    signIn: (path, body) => request('POST', path, body, false),
    getBlob: async (path) => (await send(`${options.baseUrl}${path}`, { headers: headers(false) })).blob(),
    upload,
    fileUrl,
  };
}
