/** Shapes of the webhook API answers the webhook pages read (src/http/webhooks.ts and webhook-deliveries.ts are the reference). */

export interface Endpoint {
  id: number;
  url: string;
  events: string[];
  description: string;
  is_active: boolean;
  consecutive_failures: number;
  last_error: string | null;
  last_delivered_at: string | null;
  created_at: string;
  previous_secret_expires_at: string | null;
}

export interface Attempt {
  attempt: number;
  at: string;
  response_code: number | null;
  latency_ms: number;
  error: string | null;
}

export interface AttemptDetail extends Attempt {
  headers: Record<string, string> | null;
  response_body: string | null;
  response_truncated: boolean;
}

export interface Delivery<A extends Attempt = Attempt> {
  id: string;
  event: string;
  endpoint_id: number | null;
  endpoint_url: string;
  status: string;
  test: boolean;
  attempts: number;
  replays: number;
  response_code: number | null;
  error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  completed_at: string | null;
  attempt_log: A[];
}

export interface DeliveryDetail extends Delivery<AttemptDetail> {
  payload: string;
  payload_bytes: number;
}

export const DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed', 'cancelled'] as const;

/** The log's filters as the page's address carries them (?status=&event=). */
export interface LogFilters {
  status: string;
  event: string;
}

export function filtersOf(query: URLSearchParams): LogFilters {
  const status = query.get('status') ?? '';
  return { status: (DELIVERY_STATUSES as readonly string[]).includes(status) ? status : '', event: query.get('event') ?? '' };
}

/** The page's address for these filters, optionally opened on one delivery. */
export function webhooksHref(filters: LogFilters, delivery?: string): string {
  const q = new URLSearchParams();
  if (delivery) q.set('delivery', delivery);
  if (filters.status) q.set('status', filters.status);
  if (filters.event) q.set('event', filters.event);
  return `/dashboard/webhooks${q.size ? `?${q}` : ''}`;
}
