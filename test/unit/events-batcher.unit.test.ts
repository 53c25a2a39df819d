import { describe, expect, it } from 'vitest';
import { Batcher } from '../../src/events/batcher.js';

describe('Batcher (one statement per event-loop turn of deliveries)', () => {
  it('gathers the calls of one turn into one run and gives each caller its own result, in order', async () => {
    const runs: number[][] = [];
    const b = new Batcher<number, number>(async (xs) => {
      runs.push(xs);
      return xs.map((x) => x * 10);
    });
    const first = await Promise.all([b.call(1), b.call(2), b.call(3)]);
    const later = await b.call(4);
    expect(first).toEqual([10, 20, 30]);
    expect(later).toBe(40);
    expect(runs).toEqual([[1, 2, 3], [4]]);
  });

  it('runs a full batch at once, without waiting for the turn to end', async () => {
    const runs: number[][] = [];
    const b = new Batcher<number, number>(async (xs) => {
      runs.push(xs);
      return xs;
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((x) => b.call(x)))).toEqual([1, 2, 3, 4, 5]);
    expect(runs).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('rejects every caller of a batch that failed, and the next batch runs afresh', async () => {
    let fail = true;
    const b = new Batcher<number, number>(async (xs) => {
      if (fail) throw new Error('database down');
      return xs;
    });
    const results = await Promise.allSettled([b.call(1), b.call(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await b.call(3)).toBe(3);
  });
});
