import { TEST_CUSTOMER } from '../../src/customers/test-customer.js';

/** A fictional customer of the connectors bench's fake Shopify store (connector-vendors-entry.ts). */
export interface BenchCustomer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** International form, as Shopify holds it; UK drama range 07700 900xxx. */
  mobile: string;
  postcode: string;
}

/** The spec's test customer's line (07700 900123): the service never sends a code to it, so no bench customer has it. */
const TEST_CUSTOMER_LINE = Number(TEST_CUSTOMER.mobile_number.slice(-3));
/** Customer `i`'s line in the drama range, 100 upwards, TEST_CUSTOMER_LINE skipped. */
const line = (i: number): number => (100 + i >= TEST_CUSTOMER_LINE ? 101 + i : 100 + i);

const letters = (i: number): string => String.fromCharCode(97 + (i % 26)) + String.fromCharCode(97 + (Math.floor(i / 26) % 26));

/** Customer `i` (0 <= i < 676): distinct surname, email and mobile for each. */
export function benchCustomer(i: number): BenchCustomer {
  const surname = `Bench${letters(i)}`;
  return {
    id: 880_000 + i,
    firstName: 'Ava',
    lastName: surname,
    email: `ava.${surname.toLowerCase()}@bench.example`,
    mobile: `+44 7700 900${String(line(i)).padStart(3, '0')}`,
    postcode: 'BS1 4DJ',
  };
}
