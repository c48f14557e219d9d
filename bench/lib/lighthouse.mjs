// Lighthouse (desktop preset, or the mobile one for a page that asks) driving Debian's chromium headless; signed-in
// pages get the session cookies first.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS ? path.resolve(process.env.BENCH_LIGHTHOUSE_REPORTS) : null;
/**
 * Runs per page; the median one counts (Lighthouse's own computeMedianRun: the run nearest the median FCP and TTI),
 * as Lighthouse advises for a score that moves from run to run (one run of a 4×-throttled page on two shared cores
 * gave 0.76 and 0.83 ten minutes apart).
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

/**
 * pages: [{name, url, cookies?: {token, role, uid}, preset?: 'mobile'}]; returns [{name, performance, accessibility,
 * error?}]. The mobile preset is Lighthouse's default: a phone's screen, a slow 4G network and a 4× slower CPU.
 * BENCH_LIGHTHOUSE_REPORTS=dir: each page's full report is saved there too (NAME.report.html and .json).
 */
export async function runLighthouse(pages, { log = () => undefined } = {}) {
  let lighthouse, desktopConfig, chromeLauncher, puppeteer, computeMedianRun;
  try {
    ({ default: lighthouse, desktopConfig } = await import('lighthouse'));
    ({ computeMedianRun } = await import('lighthouse/core/lib/median-run.js'));
    chromeLauncher = await import('chrome-launcher');
    ({ default: puppeteer } = await import('puppeteer-core'));
  } catch (error) {
    return pages.map((page) => ({ name: page.name, error: `lighthouse not installed: ${error.message}` }));
  }
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-chrome-'));
  let chrome;
  let browser;
  const results = [];
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      userDataDir: profile,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
      logLevel: 'silent',
    });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    for (const page of pages) {
      const tab = await browser.newPage();
      try {
        const origin = new URL(page.url).origin;
        const existing = await tab.cookies(origin);
        if (existing.length) await tab.deleteCookie(...existing);
        if (page.cookies) {
          await tab.setCookie(
            ...Object.entries(page.cookies).map(([name, value]) => ({
              name,
              value: String(value),
              url: origin,
              path: '/',
            })),
          );
        }
        // one warm-up navigation so the HTTP server and the list caches are in their steady state
        await tab.goto(page.url, { waitUntil: 'load', timeout: 30_000 }).catch(() => undefined);
        const runners = [];
        for (let run = 0; run < RUNS; run++) {
          runners.push(
            await lighthouse(
              page.url,
              {
                output: REPORTS ? ['json', 'html'] : 'json',
                logLevel: 'error',
                disableStorageReset: true,
                onlyCategories: ['performance', 'accessibility'],
              },
              page.preset === 'mobile' ? undefined : desktopConfig,
              tab,
            ),
          );
        }
        const median = computeMedianRun(runners.map((r) => r.lhr));
        const runner = runners.find((r) => r.lhr === median) ?? runners[0];
        const lhr = runner.lhr;
        if (REPORTS) {
          const [json, html] = runner.report;
          mkdirSync(REPORTS, { recursive: true });
          const slug = page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
          writeFileSync(path.join(REPORTS, `${slug}.report.json`), json);
          writeFileSync(path.join(REPORTS, `${slug}.report.html`), html);
        }
        const failed = Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 1 &&
              audit.scoreDisplayMode === 'binary' &&
              lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id),
          )
          .map((audit) => audit.id);
        results.push({
          name: page.name,
          preset: page.preset === 'mobile' ? 'mobile' : 'desktop',
          url: lhr.finalDisplayedUrl,
          performance: lhr.categories.performance.score,
          accessibility: lhr.categories.accessibility.score,
          fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
          cls: lhr.audits['cumulative-layout-shift']?.numericValue,
          accessibilityFailures: failed,
          // the machine's 1-minute load average when the page was measured (other work skews the figures)
          loadAverage: Math.round(os.loadavg()[0] * 100) / 100,
          ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
        });
        const scores = runners.map((r) => r.lhr.categories.performance.score);
        results.at(-1).performanceRuns = scores;
        log(
          `lighthouse ${page.name}: perf ${lhr.categories.performance.score} (runs ${scores.join(', ')}) a11y ${lhr.categories.accessibility.score}`,
        );
      } catch (error) {
        results.push({ name: page.name, error: String(error.message ?? error).slice(0, 300) });
      } finally {
        await tab.close().catch(() => undefined);
      }
    }
  } catch (error) {
    const reason = `lighthouse could not run: ${String(error.message ?? error).slice(0, 300)}`;
    for (const page of pages)
      if (!results.some((r) => r.name === page.name)) results.push({ name: page.name, error: reason });
  } finally {
    await browser?.disconnect().catch(() => undefined);
    try {
      await chrome?.kill();
    } catch {
      // already gone
    }
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}
