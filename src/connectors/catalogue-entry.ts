import type { AuthType, ConnectorCategory } from './categories.js';
import type { Capability } from '../../config/contract.js';
import { capabilitiesOf, type ConnectorDefinition } from './define.js';
import { type TestLevel } from './definition-schema.js';

/** The spec's "Connector catalogue entry". Never contains secrets or test data. */
export interface CatalogueEntry {
  key: string;
  name: string;
  category: ConnectorCategory;
  capabilities: Capability[];
  auth: AuthType;
  config: { name: string; label: string; example: string }[];
  secrets: string[];
  secret_labels: { name: string; label: string }[];
  docs: string;
  setup: string;
  test_level: TestLevel;
  note: string | null;
}

export function toCatalogueEntry(def: ConnectorDefinition): CatalogueEntry {
  return {
    key: def.key,
    name: def.name,
    category: def.category,
    capabilities: capabilitiesOf(def),
    auth: def.auth.type,
    config: def.config.map((c) => ({ name: c.name, label: c.label, example: c.example })),
    secrets: def.secrets.map((s) => s.name),
    secret_labels: def.secrets.map((s) => ({ name: s.name, label: s.label })),
    docs: def.docs,
    setup: def.setup,
    test_level: def.test_level,
    note: def.note,
  };
}
