import type { BenchSection } from '../section.js';
import { rpcSection } from './rpc.js';

/** Sections in the order they run. Add new ones at the end. */
export const SECTIONS: readonly BenchSection[] = [rpcSection];
