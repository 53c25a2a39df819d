import type { ConnectorInput } from '../../define.js';

/** The shipping_platform connectors: one import line and one entry per connector in this category. */
export const shippingPlatformConnectors: readonly ConnectorInput[] = [];
