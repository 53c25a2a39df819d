import type { ConnectorInput } from '../../define.js';
import { xero } from './xero.js';
import { sageAccounting } from './sage_accounting.js';
import { zohoBooks } from './zoho_books.js';
import { zohoInvoice } from './zoho_invoice.js';
import { freshbooks } from './freshbooks.js';
import { invoiceNinja } from './invoice_ninja.js';
import { wave } from './wave.js';

/** The accounting connectors: one import line and one entry per connector in this category. */
export const accountingConnectors: readonly ConnectorInput[] = [xero, wave, sageAccounting, zohoBooks, zohoInvoice, freshbooks, invoiceNinja];
