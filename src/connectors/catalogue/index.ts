import { parseConnector, type ConnectorDefinition, type ConnectorInput } from '../define.js';
import { restApi } from './automation/rest-api.js';
import { workflowHook } from './automation/workflow-hook.js';
import { shopify } from './ecommerce/shopify.js';
import { eventbrite } from './events/eventbrite.js';

/** Every connector definition, as written. One import line and one entry per connector. */
export const CONNECTOR_SOURCES: readonly ConnectorInput[] = [shopify, eventbrite, workflowHook, restApi];

/** Thrown at process start when a definition breaks the schema; lists every issue. */
export class CatalogueError extends Error {
  override name = 'CatalogueError';
}

export interface ConnectorCatalogue {
  get(key: string): ConnectorDefinition | undefined;
  all(): readonly ConnectorDefinition[];
}

/** Checks every definition once (call in a process entry, not at import) and indexes them by key. */
export function loadCatalogue(sources: readonly ConnectorInput[] = CONNECTOR_SOURCES): ConnectorCatalogue {
  const byKey = new Map<string, ConnectorDefinition>();
  const problems: string[] = [];
  sources.forEach((source, i) => {
    const parsed = parseConnector(source);
    const label = typeof source.key === 'string' ? source.key : `#${i}`;
    if (!parsed.ok) {
      problems.push(...parsed.issues.map((issue) => `${label}: ${issue}`));
      return;
    }
    if (byKey.has(parsed.definition.key)) problems.push(`${label}: duplicate key`);
    byKey.set(parsed.definition.key, Object.freeze(parsed.definition));
  });
  if (problems.length > 0) throw new CatalogueError(`invalid connector definitions:\n${problems.join('\n')}`);
  const list = Object.freeze([...byKey.values()]);
  return { get: (key) => byKey.get(key), all: () => list };
}
