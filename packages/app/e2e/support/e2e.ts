/**
 * What every end-to-end file shares: the product's URL, the browser, signing in like a user, a few API calls for
 * setting up data, screenshots (of failures; of journeys on request), and small "wait until the user sees it"
 * assertions (playwright-core has no expect).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { ADMIN_USERNAME, OUTPUT_DIR } from './paths';

export const baseURL = inject('baseURL');
export const adminCredentials = { username: ADMIN_USERNAME, password: inject('adminPassword') };

export type Role = 'admin' | 'tenant';

/** A short suffix that keeps names unique across runs against the same server. */
export function uniqueSuffix(): string {
  return Date.now().toString(36).slice(-5) + Math.floor(Math.random() * 36 ** 2).toString(36);
}

/** Browsers this file connected, for the screenshots of a failed test. */
const browsers = new Set<Browser>();

/**
 * A connection to the run's one Chromium (started by globalSetup.ts); `close()` ends the connection and the contexts
 * it made, not the browser.
 */
export async function connectBrowser(): Promise<Browser> {
  const browser = await chromium.connect(inject('browserEndpoint'));
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  return browser;
}

/** Screenshots of journeys, for a reader of the run (test-output/e2e/): taken only when E2E_SCREENSHOTS is set. */
export const documentaryScreenshots = Boolean(process.env.E2E_SCREENSHOTS);

/**
 * After a failed test: a screenshot of every page still open in this file's browsers, under
 * test-output/e2e/failures/ (a test whose own afterEach closes its pages calls this first).
 */
export async function screenshotsOfFailure(task: { name: string; result?: { state?: string } }): Promise<void> {
  if (task.result?.state !== 'fail') return;
  const dir = path.join(OUTPUT_DIR, 'failures');
  mkdirSync(dir, { recursive: true });
  const name = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  const pages = [...browsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  await Promise.all(
    pages.map((page, index) =>
      page.screenshot({ path: path.join(dir, `${name}-${index + 1}.png`), fullPage: true }).catch(() => undefined),
    ),
  );
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors the page threw, and anything the Content-Security-Policy refused (a journey expects none). */
  pageErrors: string[];
}

/** A screen to open the page on: a desktop window by default, or a phone's (with touch). */
export interface Screen {
  viewport: { width: number; height: number };
  hasTouch?: boolean;
}

const DESKTOP: Screen = { viewport: { width: 1280, height: 800 } };

/** A fresh browser context (its own cookies and storage) with one page on the product. */
export async function openPage(browser: Browser, screen: Screen = DESKTOP): Promise<OpenPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: screen.viewport,
    hasTouch: screen.hasTouch ?? false,
    acceptDownloads: true,
    locale: 'en-GB',
  });
  // The machine is shared and slow: generous waits, but every wait is for a condition.
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Chromium reports each resource or script the policy refused as a console error
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) pageErrors.push(message.text());
  });
  return { context, page, pageErrors };
}

/** Fills the login form of a role and presses Login (the page must show that login form). */
export async function submitLogin(
  page: Page,
  role: Role,
  login: string,
  password: string,
  options: { remember?: boolean } = {},
) {
  await page.getByLabel(role === 'admin' ? 'Username' : 'Email', { exact: true }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const remember = page.getByRole('checkbox', { name: 'Remember password' });
  if (options.remember) {
    await remember.check();
    expect(await remember.isChecked()).toBe(true);
  }
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens the login page of a role, signs in and waits for the landing page. */
export async function signIn(
  page: Page,
  role: Role,
  login: string,
  password: string,
  options: { remember?: boolean } = {},
) {
  await page.goto(`/login/${role}`);
  await submitLogin(page, role, login, password, options);
  await page.waitForURL(role === 'admin' ? '**/admin/dashboard' : '**/tenant/profile');
}

export function signInAsAdmin(page: Page, options: { remember?: boolean } = {}) {
  return signIn(page, 'admin', adminCredentials.username, adminCredentials.password, options);
}

/** The path (with query) the page shows now. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the page shows a path (client-side redirects included). */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(pathname);
}

/** Waits until the user can see the element (fails the test when they never can). */
export async function expectVisible(locator: Locator, options: { timeout?: number } = {}): Promise<void> {
  await locator.waitFor({ state: 'visible', ...options });
}

/** Waits until the element is gone from view. */
export async function expectGone(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden' });
}

/** The notification toasts, top-right. */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications (Alt+T)' });
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expectVisible(toasts(page).getByText(text, { exact: true }));
}

/** The open modal dialog with that title. */
export function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name, exact: true });
}

/** Body rows of a table (the header row excluded) that contain a text. */
export function rowsOf(page: Page, table: string, text?: string): Locator {
  const rows = page.getByRole('table', { name: table, exact: true }).getByRole('rowgroup').nth(1).getByRole('row');
  return text === undefined ? rows : rows.filter({ hasText: text });
}

/**
 * With E2E_SCREENSHOTS set, saves a screenshot under test-output/e2e/: the whole page from the top, or only the
 * viewport as it is (for an open modal, which is fixed to the viewport). A failed test's pages are saved anyway.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!documentaryScreenshots) return;
  const fullPage = options.fullPage ?? true;
  mkdirSync(OUTPUT_DIR, { recursive: true });
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(OUTPUT_DIR, `${name}.png`), fullPage, animations: 'disabled' });
}

// ---- the product API, for setting up data a journey does not create through the UI ----

export class Api {
  constructor(readonly token: string) {}

  static async login(role: Role, login: string, password: string): Promise<Api & { id: string }> {
    const body = role === 'admin' ? { username: login, password } : { email: login, password };
    const response = await request<{ token: string; id: string }>('POST', `/auth/${role}/login`, body);
    return Object.assign(new Api(response.token), { id: response.id });
  }

  static asAdmin() {
    return Api.login('admin', adminCredentials.username, adminCredentials.password);
  }

  call<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', apiPath: string, body?: unknown): Promise<T> {
    return request<T>(method, apiPath, body, this.token);
  }
}

async function request<T>(method: string, apiPath: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${baseURL}/api${apiPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api${apiPath} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface TestTenant {
  id: string;
  name: string;
  email: string;
  password: string;
}

/** Creates a tenant through the API (as the seeded admin). */
export async function createTenantViaApi(
  admin: Api,
  suffix: string,
  overrides: Partial<Omit<TestTenant, 'id'>> = {},
): Promise<TestTenant> {
  const tenant = {
    name: `Kedai Kopi ${suffix}`,
    email: `kopi-${suffix}@example.my`,
    password: `Tenant-${suffix}-Pass1`,
    ...overrides,
  };
  const created = await admin.call<{ id: string }>('POST', '/tenant', {
    name: tenant.name,
    industry_type: 'Café',
    address: '8 Lorong Kinta, George Town',
    email: tenant.email,
    phone: '+60 4-261 0000',
    logo: null,
    password: tenant.password,
  });
  return { ...tenant, id: created.id };
}
