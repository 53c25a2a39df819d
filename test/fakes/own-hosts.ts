import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A hosts file of a test's own, for the real resolver: processes started through `wrap` run in a mount
 * namespace of their own (`unshare --mount`, private propagation) in which the file is bind-mounted over
 * /etc/hosts, the mechanism `ip netns exec` uses for /etc/netns/<name>/hosts. So getaddrinfo (node's
 * dns.lookup) in those processes answers the test's names with the test's addresses, and nothing
 * outside them sees it. The network is shared, so the processes still reach the shared PostgreSQL and
 * Redis and the test's own listeners on 127.0.0.1. The namespace ends with its last process; close()
 * removes the file. Needs root (as the test machine runs).
 */
export interface OwnHosts {
  file: string;
  /** A command prefix (spawnTs's `wrap`): runs the command line after it with `file` as its /etc/hosts. */
  wrap: readonly string[];
  /** The addresses the resolver answers for `name` inside (getent ahosts), to show the names resolve there. */
  resolve(name: string): Promise<string[]>;
  /** Runs `node -e <script>` inside; its stdout. */
  node(script: string): Promise<string>;
  close(): Promise<void>;
}

export async function ownHosts(entries: Record<string, readonly string[]>): Promise<OwnHosts> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cvs-hosts-'));
  const file = path.join(dir, 'hosts');
  const lines = [
    '127.0.0.1 localhost',
    '::1 localhost ip6-localhost ip6-loopback',
    ...Object.entries(entries).flatMap(([name, ips]) => ips.map((ip) => `${ip} ${name}`)),
  ];
  await writeFile(file, `${lines.join('\n')}\n`);
  const wrap = ['unshare', '--mount', '--propagation', 'private', '--', 'sh', '-c', 'mount --bind "$0" /etc/hosts && exec "$@"', file] as const;
  const inside = async (argv: string[]): Promise<string> => (await run(wrap[0], [...wrap.slice(1), ...argv], { timeout: 20_000 })).stdout;
  return {
    file,
    wrap,
    async resolve(name) {
      const out = await inside(['getent', 'ahosts', name]).catch(() => '');
      return [
        ...new Set(
          out
            .split('\n')
            .map((l) => l.split(/\s+/)[0]!)
            .filter((a) => a !== ''),
        ),
      ].sort();
    },
    node: (script) => inside([process.execPath, '-e', script]),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}
