import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { startMetricsListener } from '../../src/metrics/exposition.js';
import type { Services } from '../../src/services.js';
import { closeServer } from './infra.js';

export const METRICS_TOKEN = 'test-metrics-token-1234';

type Labels = Record<string, string>;

/** One exposition text's samples: name, labels and value. */
export function parseExposition(text: string): { name: string; labels: Labels; value: number }[] {
  const out: { name: string; labels: Labels; value: number }[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!m) continue;
    const labels: Labels = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    out.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return out;
}

/** A scraper of one `/metrics` URL: `value(name, labels)` sums the samples whose labels include `labels`. */
export function scraper(url: string, token = METRICS_TOKEN) {
  const scrape = async (): Promise<{ name: string; labels: Labels; value: number }[]> => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`scrape answered ${res.status}`);
    return parseExposition(await res.text());
  };
  return {
    scrape,
    async value(name: string, labels: Labels | ((l: Labels) => boolean) = {}): Promise<number> {
      const match = typeof labels === 'function' ? labels : (l: Labels) => Object.entries(labels).every(([k, v]) => l[k] === v);
      return (await scrape()).filter((s) => s.name === name && match(s.labels)).reduce((sum, s) => sum + s.value, 0);
    },
  };
}

/** The worker process's metrics listener (the same code as WORKER_METRICS_PORT) over `services`, on a loopback port. */
export async function startWorkerMetrics(services: Services): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = await startMetricsListener({
    metrics: services.metrics,
    token: services.config.METRICS_TOKEN,
    port: 0,
    host: '127.0.0.1',
    logger: services.logger,
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`, close: () => closeServer(server) };
}
