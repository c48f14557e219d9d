import { routes, type AnswerOf, type AnswersFile, type ErrorParams, type Route } from '@app/contract';
import { answerOf, urlOf, type AnyArgs, type ArgsOf, type CallArgs } from './call';
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

/** A route that answers JSON (or nothing); `never` for one that answers a file, which `download` gets. */
type JsonCall<R extends Route> = AnswersFile<R> extends true ? never : unknown;
/** A route that answers a file (CSV, PDF, ZIP); `never` for one that answers JSON. */
type FileCall<R extends Route> = AnswersFile<R> extends true ? unknown : never;

export interface UploadOptions {
  bucketKey: string;
  onProgress?: (percent: number) => void;
}

export interface ApiClient {
  /**
   * A call of the API's table (the contract's `routes`), typed by its definition: `call(routes.campaign.create,
   * { body })` sends the body to the route's path (parameters encoded), with the query given, and answers what the
   * call's answer schema says. A `public` call sends no session token, and its 401 (a sign-in's wrong password) is
   * that call's failure, not the end of the session.
   */
  call: <R extends Route>(route: R & JsonCall<R>, ...args: ArgsOf<R>) => Promise<AnswerOf<R>>;
  /** A call that answers a file (a CSV, a print kit's PDF, the QR codes' ZIP): the file. */
  download: <R extends Route>(route: R & FileCall<R>, ...args: ArgsOf<R>) => Promise<Blob>;
  /**
   * A call answered one line at a time (NDJSON: the generator's stream): `onLine` is told each line as it arrives;
   * resolves at the end of the answer. A refusal before the first line rejects as any call does.
   */
  lines: <R extends Route>(route: R & FileCall<R>, args: CallArgs<R>, onLine: (line: string) => void) => Promise<void>;
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

  const bases = { api: options.baseUrl, files: options.filesBaseUrl };

  async function callJson(route: Route, args: AnyArgs | undefined): Promise<unknown> {
    const session = !route.roles.includes('public');
    const hasBody = args?.body !== undefined;
    const response = await send(
      urlOf(route, args, bases),
      {
        method: route.method,
        headers: headers(hasBody, session),
        body: hasBody ? JSON.stringify(args.body) : undefined,
        // a delete sent as the page goes away (an asset's Undo time cut short) still reaches the server
        keepalive: route.method === 'DELETE',
      },
      session,
    );
    if (response.status === 204) return undefined;
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }

  async function call<R extends Route>(route: R, ...args: ArgsOf<R>): Promise<AnswerOf<R>> {
    const [given]: readonly (AnyArgs | undefined)[] = args;
    return answerOf(route, await callJson(route, given));
  }

  async function download<R extends Route>(route: R, ...args: ArgsOf<R>): Promise<Blob> {
    const [given]: readonly (AnyArgs | undefined)[] = args;
    const response = await send(urlOf(route, given, bases), { method: route.method, headers: headers(false) });
    return response.blob();
  }

  const fileUrl = createFileUrlResolver(async (keys) => (await call(routes.files.urls, { body: { keys } })).urls);

  function upload(file: File, { bucketKey, onProgress }: UploadOptions): Promise<string> {
    return new Promise((resolve, reject) => {
      const xhr = options.createXhr ? options.createXhr() : new XMLHttpRequest();
      xhr.open('POST', urlOf(routes.files.upload, { query: { bucketKey } }, bases));
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

  async function lines<R extends Route>(route: R, args: CallArgs<R>, onLine: (line: string) => void): Promise<void> {
    const given: AnyArgs = args;
    const response = await send(urlOf(route, given, bases), {
      method: route.method,
      headers: { ...headers(true), Accept: 'application/x-ndjson' },
      body: JSON.stringify(given.body),
    });
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += value;
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const line of complete) onLine(line);
    }
    if (buffered !== '') onLine(buffered);
  }

  return { call, download, lines, upload, fileUrl };
}
