/**
 * Jobs of one worker process that wait in the process for a lease of their connection (parked)
 * instead of being re-delayed through the queue. A parked job stays active (its lock is renewed as
 * for any running job) and holds one of the worker's concurrency slots, so parking is bounded: at most
 * `perResource` jobs per connection (its bound: no more than the calls it may have in flight) and
 * `total` in all; past either, the job is re-delayed as before.
 *
 * A release in this process that hands its lease to a parked waiter wakes it here, without Redis. A
 * waiter parked in another process is not reachable from here: it takes its handed lease when its own
 * timer fires (about as long as the oldest call has run), which is also the fallback for any missed wake.
 */

interface Parked {
  resource: string;
  /** Set by a wake that came before the waiter started waiting. */
  woken: boolean;
  wake: (() => void) | undefined;
  /** The lease a release in this process handed to the waiter (it holds it without asking Redis again). */
  handed?: string;
}

export type ParkOutcome = 'woken' | 'timer' | 'aborted';

export class Parking {
  private readonly parked = new Map<string, Parked>();
  private readonly perResourceCount = new Map<string, number>();

  constructor(private readonly total: number) {}

  /** Whether a job of `resource` could park now (checked before asking for a lease; enter() decides). */
  hasRoom(resource: string, perResource: number): boolean {
    return this.parked.size < this.total && (this.perResourceCount.get(resource) ?? 0) < perResource;
  }

  /**
   * Takes a parking place for `waiter` on `resource` when one is free; false when the job must re-delay
   * instead. `always`: a part of a batch job, which waits in its job whatever the bounds (its job holds
   * its worker slot anyway; handing it on as a job of its own could wait behind the job it came from).
   */
  enter(resource: string, waiter: string, perResource: number, always = false): boolean {
    if (this.parked.has(waiter)) return true;
    const here = this.perResourceCount.get(resource) ?? 0;
    if (!always && (this.parked.size >= this.total || here >= perResource)) return false;
    this.parked.set(waiter, { resource, woken: false, wake: undefined });
    this.perResourceCount.set(resource, here + 1);
    return true;
  }

  /** Gives the place back (the job took a lease, or gave up). */
  leave(waiter: string): void {
    const entry = this.parked.get(waiter);
    if (!entry) return;
    this.parked.delete(waiter);
    const left = (this.perResourceCount.get(entry.resource) ?? 1) - 1;
    if (left > 0) this.perResourceCount.set(entry.resource, left);
    else this.perResourceCount.delete(entry.resource);
    entry.wake?.();
  }

  /**
   * Wakes a waiter parked in this process; false when it is not parked here. `lease`: the lease the
   * release handed to it (leases.ts RELEASE_TO_WAITER), which the waiter then takes with handed().
   */
  wake(waiter: string, lease?: string): boolean {
    const entry = this.parked.get(waiter);
    if (!entry) return false;
    if (lease !== undefined) entry.handed = lease;
    entry.woken = true;
    entry.wake?.();
    return true;
  }

  /** The lease handed to a parked waiter by a wake, once (undefined when none was). */
  handed(waiter: string): string | undefined {
    const entry = this.parked.get(waiter);
    const lease = entry?.handed;
    if (entry) delete entry.handed;
    return lease;
  }

  /** Waits until the waiter is woken, `ms` pass, or `signal` aborts. */
  wait(waiter: string, ms: number, signal?: AbortSignal): Promise<ParkOutcome> {
    const entry = this.parked.get(waiter);
    if (!entry) return Promise.resolve('woken');
    if (signal?.aborted) return Promise.resolve('aborted');
    if (entry.woken) {
      entry.woken = false;
      return Promise.resolve('woken');
    }
    return new Promise<ParkOutcome>((resolve) => {
      const done = (outcome: ParkOutcome): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        entry.wake = undefined;
        entry.woken = false;
        resolve(outcome);
      };
      const onAbort = (): void => done('aborted');
      const timer = setTimeout(() => done('timer'), ms);
      signal?.addEventListener('abort', onAbort, { once: true });
      entry.wake = () => done('woken');
    });
  }

  /** Jobs parked now (tests, diagnostics). */
  get size(): number {
    return this.parked.size;
  }
}
