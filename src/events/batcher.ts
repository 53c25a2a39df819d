/**
 * Gathers calls made in the same turn of the event loop into one batch: the first call schedules a
 * flush with setImmediate, so every call made before the loop moves on (all the I/O callbacks of one
 * poll phase: a burst of receiver answers, a burst of job starts) joins it, up to `maxBatch`. One batch
 * is one database statement instead of one per call. Each caller gets its own result or error.
 */
export class Batcher<In, Out> {
  private pending: { input: In; resolve: (out: Out) => void; reject: (err: unknown) => void }[] = [];
  private scheduled = false;

  constructor(
    /** Runs one batch; returns one result per input, in order. */
    private readonly run: (inputs: In[]) => Promise<Out[]>,
    private readonly maxBatch = 100,
  ) {}

  call(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      if (this.pending.length >= this.maxBatch) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    this.run(batch.map((b) => b.input)).then(
      (outs) => batch.forEach((b, i) => b.resolve(outs[i] as Out)),
      (err: unknown) => batch.forEach((b) => b.reject(err)),
    );
  }
}
