import type { RpcCall, RpcEndpoint } from '../../queues/rpc-client.js';
import type { Services } from '../services.js';

/** A request-reply call of a process's RpcClient; a process opened without one (rpc: false) throws when it is called. */
export function rpcCall<P, R>(services: Pick<Services, 'rpc'>, spec: RpcEndpoint<P, R>): RpcCall<P, R> {
  const rpc = services.rpc;
  if (rpc) return rpc.endpoint(spec);
  return () => Promise.reject(new Error(`${spec.job} needs services opened with rpc: true`));
}
