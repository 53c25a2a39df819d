import type { Readable } from 'node:stream';

/**
 * Readiness waits of `npm start` (src/start-all.ts): the web's /readyz answering 200, and the worker
 * saying it started. Only loopback calls to the service itself.
 */

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Polls `<base>/readyz` until it answers 200; false when `timeoutMs` passes or `stop()` turns true first. */
export async function waitForReadyz(base: string, timeoutMs: number, stop: () => boolean = () => false): Promise<boolean> {
  const end = performance.now() + timeoutMs;
  while (performance.now() < end && !stop()) {
    try {
      const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(3_000) });
      await res.body?.cancel();
      if (res.status === 200) return true;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return false;
}

/**
 * Copies a child's stdout to ours and resolves true at the first chunk matching `re` (false after
 * `timeoutMs`, or when the stream ends first). The copy goes on after it resolves.
 */
export function forwardUntil(stream: Readable, out: NodeJS.WritableStream, re: RegExp, timeoutMs: number): Promise<boolean> {
  let seen = '';
  let done = false;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
    stream.on('data', (chunk: Buffer) => {
      out.write(chunk);
      if (done) return;
      seen = (seen + chunk.toString()).slice(-4096);
      if (re.test(seen)) {
        done = true;
        clearTimeout(timer);
        resolve(true);
      }
    });
    stream.on('end', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

/** POSTs to one of the service's own routes with a tenant key; the JSON answer, or null when it failed or took too long. */
export async function postOwn(base: string, path: string, apiKey: string, timeoutMs: number): Promise<Record<string, unknown> | null> {
  try {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'X-API-Key': apiKey, 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await res.json();
    return res.ok && body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
