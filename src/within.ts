/**
 * `work`'s value, or `late()`'s when `work` has not settled within `ms` (the timer is cleared either
 * way). A rejection of `work` within the time passes through; one after it is ignored.
 */
export async function within<T>(work: Promise<T>, ms: number, late: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late()), ms);
  });
  try {
    return await Promise.race([work, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}
