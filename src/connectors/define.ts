import type { z } from 'zod';
import { CAPABILITIES, type Capability } from '../../config/contract.js';
import { checkDefinition, requestTemplates } from './define-checks.js';
import { connectorObjectSchema } from './definition-schema.js';
import { placeholdersOf } from './templates.js';

/**
 * A checked connector definition: the fields of definition-schema.ts with the cross-field rules of
 * define-checks.ts. Catalogue files call `defineConnector`; the catalogue and tests call `parseConnector`.
 */
export const connectorSchema = connectorObjectSchema.superRefine(checkDefinition);

/** What a definition file writes (defaults may be left out). */
export type ConnectorInput = z.input<typeof connectorSchema>;
/** A checked definition, defaults filled in. */
export type ConnectorDefinition = z.output<typeof connectorSchema>;

/** Types a definition file; checking happens in parseConnector (catalogue load and tests). */
export function defineConnector(input: ConnectorInput): ConnectorInput {
  return input;
}

export type ParseConnectorOutcome = { ok: true; definition: ConnectorDefinition } | { ok: false; issues: string[] };

/** Checks a definition; issues read "<path>: <message>". */
export function parseConnector(input: unknown): ParseConnectorOutcome {
  const result = connectorSchema.safeParse(input);
  if (result.success) return { ok: true, definition: result.data };
  return { ok: false, issues: result.error.issues.map((i) => `${i.path.join('.') || '(definition)'}: ${i.message}`) };
}

/** The capabilities a definition has, in spec order. */
export function capabilitiesOf(def: Pick<ConnectorDefinition, 'capabilities'>): Capability[] {
  return CAPABILITIES.filter((c) => def.capabilities[c] !== undefined);
}

/** The capability whose records verify customers in from_orders_email / from_bookings_email mode. */
export function verificationSource(def: Pick<ConnectorDefinition, 'verification' | 'capabilities'>): Capability | undefined {
  if (def.verification === 'from_bookings_email') return 'bookings';
  if (def.verification === 'from_orders_email') return def.capabilities.orders ? 'orders' : 'invoices';
  return undefined;
}

/** How the order_status capability can be asked: by tracking number (no verification) and/or by order number. */
export function trackingLookups(def: Pick<ConnectorDefinition, 'capabilities'>): { byTrackingNumber: boolean; byOrderNumber: boolean } {
  const spec = def.capabilities.order_status;
  if (!spec) return { byTrackingNumber: false, byOrderNumber: false };
  const names = new Set(requestTemplates(spec.request).flatMap((t) => placeholdersOf(t.template).map((p) => p.name)));
  return { byTrackingNumber: names.has('tracking_number'), byOrderNumber: names.has('order_number') };
}
