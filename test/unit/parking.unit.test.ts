import { describe, expect, it } from 'vitest';
import { Parking } from '../../queues/parking.js';

/** queues/parking.ts: jobs waiting in their worker process for a connection's lease. */
describe('Parking', () => {
  it('parks at most the bound per connection and the total in all', () => {
    const parking = new Parking(3);
    expect(parking.enter('c1', 'j1', 2)).toBe(true);
    expect(parking.enter('c1', 'j2', 2)).toBe(true);
    expect(parking.hasRoom('c1', 2)).toBe(false);
    expect(parking.hasRoom('c2', 2)).toBe(true);
    expect(parking.enter('c1', 'j3', 2)).toBe(false); // c1 has its bound parked
    expect(parking.enter('c1', 'j1', 2)).toBe(true); // already parked: keeps its place
    expect(parking.enter('c2', 'j4', 2)).toBe(true);
    expect(parking.enter('c3', 'j5', 2)).toBe(false); // the process's total is reached
    parking.leave('j1');
    expect(parking.size).toBe(2);
    expect(parking.enter('c1', 'j3', 2)).toBe(true);
    parking.leave('unknown'); // tolerated
    expect(parking.size).toBe(3);
  });

  it('wakes a waiting job, and a wake that comes before the wait is not lost', async () => {
    const parking = new Parking(10);
    parking.enter('c', 'a', 5);
    parking.enter('c', 'b', 5);
    const waiting = parking.wait('a', 60_000);
    expect(parking.wake('a')).toBe(true);
    await expect(waiting).resolves.toBe('woken');
    expect(parking.wake('b')).toBe(true); // woken before it waits
    await expect(parking.wait('b', 60_000)).resolves.toBe('woken');
    expect(parking.wake('not-parked')).toBe(false);
  });

  it('carries the lease a release handed to the waiter, taken once', async () => {
    const parking = new Parking(10);
    parking.enter('c', 'a', 5);
    const waiting = parking.wait('a', 60_000);
    expect(parking.wake('a', 'lease-1')).toBe(true);
    await expect(waiting).resolves.toBe('woken');
    expect(parking.handed('a')).toBe('lease-1');
    expect(parking.handed('a')).toBeUndefined();
    expect(parking.wake('a')).toBe(true); // a wake without a lease hands none
    expect(parking.handed('a')).toBeUndefined();
    expect(parking.handed('not-parked')).toBeUndefined();
  });

  it('ends a wait on its timer or when the worker aborts', async () => {
    const parking = new Parking(10);
    parking.enter('c', 'a', 5);
    await expect(parking.wait('a', 5)).resolves.toBe('timer');
    const abort = new AbortController();
    const waiting = parking.wait('a', 60_000, abort.signal);
    abort.abort();
    await expect(waiting).resolves.toBe('aborted');
    const left = parking.wait('a', 60_000);
    parking.leave('a'); // leaving ends the wait
    await expect(left).resolves.toBe('woken');
  });
});
