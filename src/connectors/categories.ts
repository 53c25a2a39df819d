/** The 22 catalogue categories, in catalogue order. */
export const CONNECTOR_CATEGORIES = [
  'ecommerce',
  'marketplace',
  'pos',
  'payments_billing',
  'accounting',
  'crm',
  'helpdesk',
  'appointments',
  'calendar',
  'clinic',
  'restaurant',
  'accommodation',
  'fitness',
  'events',
  'field_service',
  'shipping_platform',
  'carrier',
  'task_board',
  'mailing_list',
  'courses',
  'telecom',
  'automation',
] as const;

export type ConnectorCategory = (typeof CONNECTOR_CATEGORIES)[number];

/** How a connector verifies customers (catalogue "verify_mode"). */
export const VERIFICATION_MODES = ['search_email_phone', 'search_email', 'from_orders_email', 'from_bookings_email', 'not_supported'] as const;

export type VerificationMode = (typeof VERIFICATION_MODES)[number];

/** The seven auth types of the spec's "Connector auth types". */
export const AUTH_TYPES = ['header', 'bearer', 'basic', 'query', 'oauth2', 'client_credentials', 'none'] as const;

export type AuthType = (typeof AUTH_TYPES)[number];
