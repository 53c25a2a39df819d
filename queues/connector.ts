import { z } from 'zod';
import { CAPABILITIES } from '../config/contract.js';

/**
 * Connector reads as request-reply jobs on the per-vendor queues (queues/vendor-slots.ts:
 * `vendor.<connector key>`, global concurrency = the definition's `concurrency`), answered by the
 * vendor worker pool. The web process never calls a vendor.
 *
 * The job carries the connection's config and its secrets *sealed* (each with associated data
 * `connection:<id>:<name>`), so a queue dump shows no usable credential; the worker opens them.
 */
export const CONNECTOR_READ_JOB = 'connector.read';

/** Extra time the web side waits for a reply beyond the vendor timeout (queueing, worker hop). */
export const CONNECTOR_RPC_MARGIN_MS = 2_000;

export const readSubjectSchema = z.object({
  customer: z
    .object({
      id: z.string().max(200).optional(),
      email: z.string().max(320).optional(),
      phone: z.string().max(40).optional(),
      full_name: z.string().max(200).optional(),
      postcode: z.string().max(20).optional(),
    })
    .optional(),
  order_number: z.string().max(100).optional(),
  tracking_number: z.string().max(100).optional(),
});

/**
 * read: rows as the bot sees them (safety filter with verifiedEmail); records: mapped rows with whose
 * each record says it is, unfiltered (verification from orders or bookings); probe: the connection
 * test (a made-up customer; failures are not recorded on the connection by the worker).
 */
export const readPurposeSchema = z.enum(['read', 'records', 'probe']);
export type ReadPurpose = z.infer<typeof readPurposeSchema>;

export const connectorReadPayload = z.object({
  tenantId: z.number().int().positive(),
  connectionId: z.number().int().positive(),
  connector: z.string().min(1).max(64),
  config: z.record(z.string(), z.string()),
  secretsSealed: z.record(z.string(), z.string()),
  capability: z.enum(CAPABILITIES),
  purpose: readPurposeSchema,
  subject: readSubjectSchema,
  /** The verified customer's email for `read` on their behalf ('' when the record holds none). */
  verifiedEmail: z.string().max(320).optional(),
});
export type ConnectorReadPayload = z.infer<typeof connectorReadPayload>;

export const vendorFailureSchema = z.object({
  kind: z.enum(['refused', 'not_found', 'http_error', 'rate_limited', 'timeout', 'unreachable', 'bad_reply', 'missing_value', 'withdrawn', 'worker']),
  /** The sentence recorded on the connection (spec: "Vendor errors recorded on a connection"). */
  message: z.string(),
  status: z.number().int().optional(),
});
export type ConnectorFailure = z.infer<typeof vendorFailureSchema>;

const rowSchema = z.record(z.string(), z.unknown());

export const connectorReadOutcome = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    rows: z.array(rowSchema),
    /** purpose records: whose each row says it is, in the same order as rows. */
    owners: z.array(z.object({ email: z.string().optional(), name: z.string().optional() })).optional(),
    /** Rows the safety filter dropped. */
    dropped: z.number().int().min(0),
    /** Records that lacked a required field. */
    invalid: z.number().int().min(0),
  }),
  z.object({ ok: z.literal(false), failure: vendorFailureSchema }),
]);
export type ConnectorReadOutcome = z.infer<typeof connectorReadOutcome>;
