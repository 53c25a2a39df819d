import { createServer, type Server } from 'node:http';
import type { RequestListener } from 'node:http';

/**
 * Runs a process entry's main; anything it throws while starting ends the process with one line on
 * stderr (no stack trace, no secret: the first line of the message only) and exit code 1.
 */
export async function runMain(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    process.stderr.write(`${name} could not start: ${reason}\n`);
    process.exit(1);
  }
}

/** The address every process entry listens on (all interfaces). */
export const LISTEN_HOST = '0.0.0.0';

/** The one line for a port that cannot be listened on, naming the host and port it tried. */
export function listenFailure(port: number, err: unknown, host: string = LISTEN_HOST): string {
  const code = (err as { code?: string }).code;
  if (code === 'EADDRINUSE') return `port ${port} on ${host} is already in use (is another web process or npm start running?); stop it or set PORT`;
  if (code === 'EACCES') return `port ${port} on ${host} needs privileges this process does not have; set PORT to 1024 or above`;
  return `cannot listen on ${host} port ${port}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
}

/** Listens on `port`; rejects with listenFailure's line instead of logging "listening" and staying up deaf. */
export async function listenOrFail(handler: RequestListener, port: number, host: string): Promise<Server> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    const onError = (err: unknown): void => reject(new Error(listenFailure(port, err, host)));
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  return server;
}

/** Whether `port` can be listened on now (tried and released at once). Resolves the failure line, or null. */
export async function portProblem(port: number, host: string): Promise<string | null> {
  try {
    const server = await listenOrFail(() => undefined, port, host);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}
