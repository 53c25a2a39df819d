/** Shapes of the API answers the pages read (the server's OpenAPI document is the reference). */

export interface CatalogueEntryJson {
  key: string;
  name: string;
  category: string;
  capabilities: string[];
  auth: string;
  config: { name: string; label: string; example: string }[];
  secrets: string[];
  secret_labels: { name: string; label: string }[];
  docs: string;
  setup: string;
  test_level: string;
  note: string | null;
}

export interface Catalogue {
  count: number;
  categories: Record<string, number>;
  connectors: CatalogueEntryJson[];
}

export interface ConnectionJson {
  id: number;
  connector: string;
  name: string;
  category: string | null;
  status: string;
  capabilities: string[];
  can_verify: boolean;
  can_track: boolean;
  config: Record<string, string>;
  secrets: { name: string; label: string; set: boolean }[];
  test_results: Record<string, { ok: boolean; error: string | null }> | null;
  last_tested_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  verifies: boolean;
  tracking: boolean;
  supplies_data?: boolean;
  /** New keys that failed their test while the live ones keep answering (reconnect). */
  pending?: { error: string | null; tested_at: string } | null;
  access_key_set: boolean;
  access_key_issued_at: string | null;
  created_at: string;
}

export interface TestedJson {
  success: boolean;
  message: string;
  connection: ConnectionJson;
  test: { passed: number; total: number };
}
