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

const letters = (i: number): string => String.fromCharCode(97 + (i % 26)) + String.fromCharCode(97 + (Math.floor(i / 26) % 26));

/** Customer `i` (0 <= i < 676): distinct surname, email and mobile for each. */
export function benchCustomer(i: number): BenchCustomer {
  const surname = `Bench${letters(i)}`;
  return {
    id: 880_000 + i,
    firstName: 'Ava',
    lastName: surname,
    email: `ava.${surname.toLowerCase()}@bench.example`,
    mobile: `+44 7700 900${String(100 + i).padStart(3, '0')}`,
    postcode: 'BS1 4DJ',
  };
}
