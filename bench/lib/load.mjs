// autocannon runs and simple sequential latency samples.
import autocannon from 'autocannon';

export function percentile(sorted, p) {
  if (sorted.length === 0) return undefined;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export const round = (value, digits = 1) =>
  value === undefined || value === null || Number.isNaN(value)
    ? undefined
    : Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * autocannon: connections × duration against one request (or, with `requests`, autocannon's sequence of requests
 * that each connection repeats); returns {rps, p50, p99, errors, non2xx, bytesPerReq}.
 */
export function cannon({ url, method = 'GET', headers = {}, body, connections = 32, duration = 10, requests }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method,
        headers,
        body,
        connections,
        duration,
        pipelining: 1,
        timeout: 30,
        ...(requests ? { requests } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: round(result.requests.average, 0),
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
          requests: result.requests.total,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          bytesPerReq: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : undefined,
        });
      },
    );
    instance.on('error', () => undefined);
  });
}

/**
 * `count` sequential requests, uncompressed (so that the figure is the server's own time); returns {first, p50, p99}
 * in ms (first = the first request's time).
 */
export async function sample(url, headers, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await fetch(url, {
      headers: { 'Accept-Encoding': 'identity', ...headers },
      signal: AbortSignal.timeout(300_000),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    times.push(performance.now() - start);
  }
  const first = times[0];
  const sorted = times.slice(1).sort((a, b) => a - b);
  return { first: round(first), p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
}
