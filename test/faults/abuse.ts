import type { Services } from '../../src/services.js';
import { codePumping } from './abuse-codes.js';
import { dnsRebind } from './abuse-dns.js';
import type { FaultRow, Faults } from './harness.js';

/**
 * `npm run faults -- abuse`: attacks from outside against the real web and worker processes, each a
 * part of its own that reports one row of the table. A part gets the suite (its stores, its web and
 * worker, the log scan's secrets) and may start processes of its own through `f.spawn`; it cleans up
 * what it started. To add a part, write it in a file of its own and list it in ABUSE_PARTS.
 */
export type AbusePart = (f: Faults, services: Services) => Promise<FaultRow>;

export const ABUSE_PARTS: readonly { name: string; run: AbusePart }[] = [
  /** A DNS name that resolves to 127.0.0.1: refused at connect time, nothing reaches the listener. */
  { name: 'dns', run: dnsRebind },
  /** 200 verify-identity calls for one customer over 3 connections and 2 web processes: at most the cap sent. */
  { name: 'codes', run: codePumping },
];

/** Runs every part in order; a part that throws is a missed row, and the next part still runs. */
export async function abuse(f: Faults, services: Services, progress: (line: string) => void = () => undefined): Promise<FaultRow[]> {
  const rows: FaultRow[] = [];
  for (const part of ABUSE_PARTS) {
    progress(`   abuse part ${part.name} ...`);
    try {
      rows.push(await part.run(f, services));
    } catch (err) {
      rows.push({
        section: `abuse: ${part.name}`,
        load: '-',
        fault: '-',
        lost: 0,
        duplicated: '-',
        fiveXx: 0,
        worstWaitMs: 0,
        recoveryMs: null,
        ok: false,
        notes: [`the part failed to run: ${(err as Error).message.slice(0, 300)}`],
      });
    }
  }
  return rows;
}
