import type { ConnectorInput } from '../../define.js';
import { shopify } from './shopify.js';

/** The ecommerce connectors: one import line and one entry per connector in this category. */
export const ecommerceConnectors: readonly ConnectorInput[] = [shopify];
