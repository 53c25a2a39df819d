import type { Processor } from 'bullmq';
import type { PoolName } from '../config/env.js';
import type { Services } from '../src/services.js';
import { housekeepingProcessor } from './housekeeping.js';

/** What one pool consumes: a queue and the processor for its jobs. */
export interface PoolDefinition {
  queue: string;
  processor: Processor;
}

/**
 * The registry of pools: which queue each consumes and how. A pool whose capability has not landed yet
 * has no entry; WORKER_POOLS may still name it and the worker says it has nothing to run for it.
 */
export function poolDefinitions(services: Services): Partial<Record<PoolName, PoolDefinition[]>> {
  return {
    housekeeping: [{ queue: 'housekeeping', processor: housekeepingProcessor(services) }],
  };
}
