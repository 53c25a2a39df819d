import { z } from 'zod';

/**
 * Request-reply over BullMQ: the wire format both sides share (the caller's side is rpc-client.ts, the
 * worker's side rpc-worker.ts).
 *
 * The caller adds a job whose data is `{rpc: {id, replyTo, deadlineAt}, payload}` (or, for several calls
 * in one job, `{rpcBatch: [envelope...]}`) and waits on its own pub/sub channel; the worker runs the
 * handler and PUBLISHes `{id, ok, value | error}` to `replyTo`. Replies skip BullMQ's result storage and
 * QueueEvents stream (measured faster: docs/performance.md). A caller that gives up forgets the id, so a
 * late reply is discarded; a worker that picks a call up after its deadline drops it unanswered.
 */

export const rpcEnvelopeSchema = z.object({
  rpc: z.object({ id: z.string().min(1), replyTo: z.string().min(1), deadlineAt: z.number().int(), requestId: z.string().optional() }),
  payload: z.unknown(),
});
export type RpcEnvelope = z.infer<typeof rpcEnvelopeSchema>;

/**
 * Several calls in one job: each part keeps its own id, reply channel and deadline, and is answered on
 * its own, so a part can also be handed on as a job of its own.
 */
export const RPC_BATCH_MAX = 20;

export const rpcReplySchema = z.discriminatedUnion('ok', [
  z.object({ id: z.string(), ok: z.literal(true), value: z.unknown() }),
  z.object({ id: z.string(), ok: z.literal(false), error: z.string() }),
]);
export type RpcReply = z.infer<typeof rpcReplySchema>;
