import type { BenchSection } from '../section.js';
import { accountConnectSection } from './account-connect.js';
import { connectionBoundSection } from './connection-bound.js';
import { connectorsSection } from './connectors.js';
import { identifySection } from './identify.js';
import { multiSourceSection } from './multi-source.js';
import { rpcSection } from './rpc.js';
import { tenantHostsSection } from './tenant-hosts.js';
import { webhooksSection } from './webhooks.js';

/** Sections in the order they run. Add new ones at the end. */
export const SECTIONS: readonly BenchSection[] = [
  rpcSection,
  webhooksSection,
  accountConnectSection,
  connectorsSection,
  multiSourceSection,
  tenantHostsSection,
  connectionBoundSection,
  identifySection,
];
