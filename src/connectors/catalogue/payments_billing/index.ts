import type { ConnectorInput } from '../../define.js';

/** The payments_billing connectors: one import line and one entry per connector in this category. */
export const paymentsBillingConnectors: readonly ConnectorInput[] = [];
