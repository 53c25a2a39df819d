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
  /** The last test's failures grouped by error: what to check, and the vendor's words. */
  problems?: { advice: string | null; detail: string; capabilities: string[] }[];
  last_error: string | null;
  last_error_advice?: string | null;
  last_error_at: string | null;
  verifies: boolean;
  tracking: boolean;
  supplies_data?: boolean;
  /** New keys that failed their test while the live ones keep answering (reconnect). */
  pending?: { error: string | null; advice?: string | null; tested_at: string } | null;
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

/** GET /api/tenants/{id}/account-connect (the fields the pages read). */
export interface AccountConnectJson {
  configured: boolean;
  base_url: string | null;
  verifies: boolean;
  steps: Record<string, boolean>;
  last_test: { passed?: boolean; message?: string } | null;
  tested_at: string | null;
}

/** GET /api/tenants/{id}/activity/summary. */
export interface BotLiveJson {
  last_call_at: string | null;
  last_channel: string | null;
  last_24h: { calls: number; by_outcome: Record<string, number> };
  preview: { last_at: string | null; verified_at: string | null };
}

/** Whether at least one capability passed the connection's last test (the server's rule for choosing it). */
export const passes = (c: ConnectionJson): boolean => Object.values(c.test_results ?? {}).some((r) => r.ok);

/** Shown where a connection cannot be chosen yet (the server answers the same sentence). */
export const TEST_FIRST = 'Test it first: no capability passes yet';
