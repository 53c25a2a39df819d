import type { TicketPriority } from '../../config/contract.js';
/**
 * The spec's category -> priority table (part D, create-ticket). The category sets the priority and
 * is not stored; an unknown or missing category counts as general.
 */

export const CATEGORY_PRIORITY = {
  contract_cancellation: 'High',
  payment_issue: 'High',
  network_refresh: 'Medium',
  sim_activation: 'Medium',
  general: 'Medium',
  customer_inquiry: 'Low',
} as const satisfies Record<string, TicketPriority>;

export type TicketCategory = keyof typeof CATEGORY_PRIORITY;
export const DEFAULT_CATEGORY: TicketCategory = 'general';

/** The category as the table knows it (case and surrounding spaces ignored); anything else is general. */
export function categoryOf(raw: string | null | undefined): TicketCategory {
  const key = (raw ?? '').trim().toLowerCase();
  return Object.hasOwn(CATEGORY_PRIORITY, key) ? (key as TicketCategory) : DEFAULT_CATEGORY;
}

export function priorityFor(category: string | null | undefined): TicketPriority {
  return CATEGORY_PRIORITY[categoryOf(category)];
}
