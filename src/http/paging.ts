import { z } from 'zod';

/** Page sizes of the newest-first lists (tickets, conversations). */
const LIST_DEFAULT = 50;
const LIST_MAX = 200;

/** The query of a newest-first list: an optional status, a page size and the previous page's `next_before`. */
export function newestFirstQuery<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    status: z.enum(statuses).optional(),
    limit: z.coerce.number().int().min(1).max(LIST_MAX).default(LIST_DEFAULT),
    before: z.coerce.number().int().positive().optional().describe('next_before of the previous page'),
  });
}

/** One page of a newest-first list: `{success, count, data, next_before}`. */
export function newestFirstPage<T extends z.ZodType>(record: T) {
  return z.object({ success: z.literal(true), count: z.number().int(), data: z.array(record), next_before: z.number().int().nullable() });
}
