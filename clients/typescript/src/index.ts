import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import { errorFor } from './errors.js';
import type { paths } from './schema.js';

export { ApiError, NotFoundError, RateLimitedError, UnauthorizedError, ValidationError, errorFor } from './errors.js';
export type * from './schema.js';

export interface ClientOptions {
  /** Where the service answers, e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  /** The tenant's API key (sk_..., or sbx_... for the sandbox), sent as X-API-Key. */
  apiKey?: string;
  /** The deployment's ADMIN_TOKEN, sent as X-Admin-Token (operators' calls only). */
  adminToken?: string;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** Default globalThis.fetch. */
  fetch?: typeof globalThis.fetch;
}

/** The typed client: every path, parameter, body and answer of the API's OpenAPI document. */
export type ApiClient = Client<paths>;

/** Throws the typed error (UnauthorizedError, NotFoundError, ValidationError, RateLimitedError, else ApiError) for every 4xx and 5xx. */
const throwOnError: Middleware = {
  async onResponse({ request, response }) {
    if (response.status >= 400) throw await errorFor(request, response);
    return undefined;
  },
};

/**
 * A client for the service. Calls resolve with `{ data, response }` for a success and throw a typed
 * error for anything else, so `data` is the success body:
 *
 *   const api = createClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: process.env.CVS_API_KEY });
 *   const { data } = await api.GET('/api/chatbot-api/tools', { params: { query: { format: 'openai' } } });
 */
export function createClient(options: ClientOptions): ApiClient {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey) headers['X-API-Key'] = options.apiKey;
  if (options.adminToken) headers['X-Admin-Token'] = options.adminToken;
  const client = createFetchClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), headers, ...(options.fetch ? { fetch: options.fetch } : {}) });
  client.use(throwOnError);
  return client;
}

/**
 * The success body of a call (the client throws for every error answer, so there always is one):
 *
 *   const created = await ok(api.POST('/api/conversations', { body: { channel: 'web', external_id: 'chat-42' } }));
 *   created.data.conversation_id;
 */
export async function ok<R extends { data?: unknown; error?: unknown; response: Response }>(call: Promise<R>): Promise<Extract<R, { error?: never }>['data']> {
  // An error answer has already thrown (throwOnError), so this is the success branch.
  return (await call).data;
}
