import { z } from 'zod';

/**
 * Request-reply over BullMQ: the wire format both sides share (the caller's side is rpc-client.ts, the
 * worker's side rpc-worker.ts).
 *
 * The caller adds a job whose data is `{rpc: {id, replyTo, deadlineAt}, payload}` (or, for several calls
 * in one job, `{rpcBatch: [envelope...]}`) and waits on its own pub/sub channel; the worker runs the
 * handler and PUBLISHes `{id, ok, value | error}` to `replyTo` (the replies to one channel that are ready
 * in the same turn of the worker's event loop go as one message, an array of them). Replies skip
 * BullMQ's result storage and QueueEvents stream (measured faster: docs/performance.md). A caller that
 * gives up forgets the id, so a late reply (or a second one, from a job run again) is discarded; a
 * worker that picks a call up after its deadline drops it unanswered.
 */

export const rpcEnvelopeSchema = z.object({
  rpc: z.object({ id: z.string().min(1), replyTo: z.string().min(1), deadlineAt: z.number().int(), requestId: z.string().optional() }),
  payload: z.unknown(),
});
export type RpcEnvelope = z.infer<typeof rpcEnvelopeSchema>;

/**
 * Several calls in one job (calls to one queue that start in the same turn of the caller's event loop):
 * each part keeps its own id, reply channel and deadline, and is answered on its own.
 */
export const RPC_BATCH_MAX = 32;

/** The parts of a batch job's data, or null for a job carrying one call. */
export function batchParts(data: unknown): unknown[] | null {
  const batch = (data as { rpcBatch?: unknown } | null)?.rpcBatch;
  return Array.isArray(batch) ? batch.slice(0, RPC_BATCH_MAX) : null;
}

export const rpcReplySchema = z.discriminatedUnion('ok', [
  z.object({ id: z.string(), ok: z.literal(true), value: z.unknown() }),
  z.object({ id: z.string(), ok: z.literal(false), error: z.string() }),
]);
export type RpcReply = z.infer<typeof rpcReplySchema>;

/** One reply channel message: a reply, or the replies published together in one turn. */
export const rpcReplyMessageSchema = z.union([rpcReplySchema, z.array(rpcReplySchema)]);
