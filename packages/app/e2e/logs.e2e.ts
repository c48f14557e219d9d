/**
 * The server's log of the whole run (every journey before this file, at debug level with a line per request) never
 * carries a password, a session token, a cookie or a file URL's signature.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminCredentials } from './support/e2e';
import { SERVER_LOG } from './support/paths';

// only a server this run started writes the log (not one given by E2E_BASE_URL)
describe.skipIf(Boolean(process.env.E2E_BASE_URL))('the server log of the run', () => {
  it('has a line per request and no password, token, cookie or signature', () => {
    const log = readFileSync(SERVER_LOG, 'utf8');
    // the journeys ran and were logged: sign-ins, lists, uploads, the event stream
    expect(log).toMatch(/"msg":"POST \/api\/auth\/admin\/login 200 \d+ms"/);
    expect(log).toMatch(/"msg":"POST \/api\/auth\/tenant\/login 200 \d+ms"/);
    expect(log).toMatch(/"msg":"POST \/files\/public\/upload\/raw 201 \d+ms"/);
    expect(log).toMatch(/"msg":"GET \/api\/sse 200 \d+ms"/);
    expect(log).toMatch(/"msg":"GET \/files\/_signed\/[^ ]+ 200 \d+ms"/);

    expect(log).not.toContain(adminCredentials.password);
    // the journeys' other passwords (support/e2e.ts, admin.e2e.ts)
    expect(log).not.toMatch(/Tenant-\w+-Pass1|Str0ng-pass-1|Bazaar-Pass-1/);
    // a JSON Web Token, a bearer header, a cookie, a signed URL's signature
    expect(log).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+/);
    expect(log).not.toMatch(/bearer\s/i);
    expect(log).not.toMatch(/cookie|token=/i);
    expect(log).not.toMatch(/signature=/i);
  });
});
