import type { RequestHandler } from 'express';
import type { RpcClient } from '../../../queues/rpc-client.js';

/**
 * Counts each request as work in hand of the process's request-reply caller (RpcClient.atWork), from
 * this middleware until its answer is sent or its connection closes: while other requests are being
 * served, a call waits a few turns for theirs to share its job. Without a caller, it does nothing.
 */
export function rpcWork(rpc: RpcClient | undefined): RequestHandler {
  if (!rpc) return (_req, _res, next) => next();
  return (_req, res, next) => {
    const done = rpc.atWork();
    res.once('finish', done);
    res.once('close', done);
    next();
  };
}
