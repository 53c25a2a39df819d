import { createServer, type Server } from 'node:http';
import { closeServer, listen } from './infra.js';

/** Stats the fake vendor keeps per first path segment (the "vendor"). */
export interface VendorStats {
  inFlight: number;
  maxInFlight: number;
  served: number;
}

/**
 * A loopback HTTP server standing in for vendors: GET /<vendor>/...?delay=<ms> answers {ok:true,vendor}
 * after the delay, and counts calls in flight per vendor.
 */
export async function startFakeVendor(): Promise<{
  baseUrl: string;
  stats: Map<string, VendorStats>;
  hits: Map<string, number>;
  server: Server;
  close(): Promise<void>;
}> {
  const stats = new Map<string, VendorStats>();
  /** Requests received per path. */
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const vendor = url.pathname.split('/')[1] ?? '';
    const s = stats.get(vendor) ?? { inFlight: 0, maxInFlight: 0, served: 0 };
    stats.set(vendor, s);
    s.inFlight++;
    s.maxInFlight = Math.max(s.maxInFlight, s.inFlight);
    const delay = Number(url.searchParams.get('delay') ?? '0');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const done = (): void => {
      s.inFlight--;
      s.served++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, vendor }));
    };
    if (delay > 0) setTimeout(done, delay);
    else done();
  });
  server.keepAliveTimeout = 30_000;
  const baseUrl = await listen(server);
  return { baseUrl, stats, hits, server, close: () => closeServer(server) };
}
