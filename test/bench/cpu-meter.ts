import { readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * CPU used while a measurement runs, from /proc (Linux; zeros elsewhere): the whole machine's busy
 * share, and the share of our own processes (the bench and the processes it spawned). The difference is
 * everything else on the machine (Redis, Postgres and other people's work), so a figure taken on a
 * shared machine can be read with its load beside it. Percentages are of one core (200 = two cores).
 */
export interface CpuShare {
  machinePct: number;
  oursPct: number;
}

function machineBusyMs(): number {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: busy = all but idle and iowait; USER_HZ = 100.
    return fields.slice(0, 8).reduce((sum, v, i) => (i === 3 || i === 4 ? sum : sum + v), 0) * 10;
  } catch {
    return 0;
  }
}

/** CPU time (user + system, ms) a process has used so far; 0 when it cannot be read. */
export function processMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Starts metering; `stop()` gives the shares since then. `pids` are our spawned processes. */
export function meterCpu(pids: readonly number[]): { stop(): CpuShare } {
  const ours = (): number => {
    const self = process.cpuUsage();
    return pids.reduce((sum, pid) => sum + processMs(pid), 0) + (self.user + self.system) / 1000;
  };
  const t0 = process.hrtime.bigint();
  const machine0 = machineBusyMs();
  const ours0 = ours();
  return {
    stop() {
      const elapsedMs = Number(process.hrtime.bigint() - t0) / 1e6;
      const pct = (ms: number): number => (elapsedMs > 0 ? Math.round((ms / elapsedMs) * 100) : 0);
      return { machinePct: Math.min(pct(machineBusyMs() - machine0), os.cpus().length * 100), oursPct: pct(ours() - ours0) };
    },
  };
}

/** The mean of several meterings (rounded percentages). */
export function meanCpu(shares: readonly CpuShare[]): CpuShare {
  const mean = (pick: (s: CpuShare) => number): number => Math.round(shares.reduce((sum, s) => sum + pick(s), 0) / Math.max(1, shares.length));
  return { machinePct: mean((s) => s.machinePct), oursPct: mean((s) => s.oursPct) };
}

/**
 * CPU milliseconds each named process uses while a measurement runs ("self" is this process: the load
 * generator). Steadier than throughput on a shared machine: a busy neighbour delays our processes but
 * adds little to the CPU they use per call.
 */
export function meterEach(pids: Readonly<Record<string, number>>): { stop(): Record<string, number> } {
  const read = (): Record<string, number> => {
    const self = process.cpuUsage();
    return { ...Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, processMs(pid)])), self: (self.user + self.system) / 1000 };
  };
  const before = read();
  return {
    stop() {
      const after = read();
      return Object.fromEntries(Object.entries(after).map(([name, ms]) => [name, ms - (before[name] ?? 0)]));
    },
  };
}
