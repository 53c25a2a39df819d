import { TEST_CUSTOMER } from '../customers/test-customer.js';

/**
 * The public demo's fictional customers. Emails use example.com/.net/.org/.co.uk; mobiles are in
 * Ofcom's drama range (07700 900xxx). Dates are offsets from "today" (the injected clock), so upcoming
 * bookings stay upcoming. Orders and invoices are generated from a few numbers per person (see
 * views.ts) so that lists of 0 to 15 rows stay readable here.
 */
export interface DemoBooking {
  id: string;
  inDays: number;
  time: string;
  service: string;
  status: string;
}
export interface DemoSubscription {
  id: string;
  plan: string;
  status: string;
  amount: string;
  next_billing_in_days: number | null;
  since_days_ago: number;
}

export interface DemoPerson {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  /** National format, or null when none is on file. */
  mobile: string | null;
  postcode: string;
  address: { line1: string; city: string };
  account: {
    account_number: string;
    status: 'active' | 'in arrears' | 'closed' | 'suspended';
    plan: string;
    monthly_price: string;
    contract_start_days_ago: number;
    contract_months: number;
    balance_due: string;
    next_payment_in_days: number | null;
    payment_method: string;
    services: { name: string; status: string }[];
    bookings: DemoBooking[];
    subscriptions: DemoSubscription[];
    returns?: { order_number: string; status: string }[];
  };
  /** Order reference prefix and how many orders; prices cycle through `basket`. */
  orders: { prefix: string; count: number; basket: number[] };
  /** How many invoices (monthly), their amount, and which (0 = newest) are a credit note, part-paid or unpaid/overdue. */
  invoices: { count: number; amount: number; credit?: number; partPaid?: number; unpaid?: number; overdue?: number };
}

const none: DemoSubscription[] = [];

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    id: 'cus_test',
    first_name: 'Test',
    last_name: 'Customer',
    email: TEST_CUSTOMER.email,
    mobile: TEST_CUSTOMER.mobile_number,
    postcode: TEST_CUSTOMER.postcode,
    address: { line1: '1 Sample Street', city: 'Testford' },
    account: {
      account_number: 'TEST-0001',
      status: 'active',
      plan: 'Sample plan',
      monthly_price: '£0.00',
      contract_start_days_ago: 90,
      contract_months: 12,
      balance_due: '£0.00',
      next_payment_in_days: 20,
      payment_method: 'Card ending 0000',
      services: [{ name: 'Sample service', status: 'active' }],
      bookings: [{ id: 'BK-TEST-1', inDays: 7, time: '10:00', service: 'Sample appointment', status: 'confirmed' }],
      subscriptions: none,
    },
    orders: { prefix: 'TEST', count: 2, basket: [9.99, 4.5] },
    invoices: { count: 2, amount: 0 },
  },
  {
    id: 'cus_1001',
    first_name: 'Amelia',
    last_name: 'Hart',
    email: 'amelia.hart@example.com',
    mobile: '07700 900201',
    postcode: 'BS1 5TR',
    address: { line1: '14 Harbour Row', city: 'Bristol' },
    account: {
      account_number: 'AC-1001',
      status: 'active',
      plan: 'Fibre 500',
      monthly_price: '£39.00',
      contract_start_days_ago: 400,
      contract_months: 24,
      balance_due: '£0.00',
      next_payment_in_days: 12,
      payment_method: 'Direct Debit ending 4821',
      services: [
        { name: 'Broadband', status: 'active' },
        { name: 'Home phone', status: 'active' },
        { name: 'TV Essentials', status: 'paused' },
      ],
      bookings: [
        { id: 'BK-2201', inDays: 3, time: '09:30', service: 'Engineer visit: router upgrade', status: 'confirmed' },
        { id: 'BK-2202', inDays: 40, time: '14:00', service: 'Annual line check', status: 'provisional' },
      ],
      subscriptions: [{ id: 'SUB-3101', plan: 'Norton 360', status: 'active', amount: '£4.99', next_billing_in_days: 12, since_days_ago: 300 }],
    },
    orders: { prefix: 'AH', count: 12, basket: [49.99, 12.5, 129, 8.75] },
    invoices: { count: 14, amount: 39, credit: 3, partPaid: 1, unpaid: 0 },
  },
  {
    id: 'cus_1002',
    first_name: 'Oliver',
    last_name: 'Bennett',
    email: 'oliver.bennett@example.net',
    mobile: '+44 7700 900202',
    postcode: 'M1 1AE',
    address: { line1: 'Flat 3, 22 Canal Street', city: 'Manchester' },
    account: {
      account_number: 'AC-1002',
      status: 'in arrears',
      plan: 'Mobile Unlimited',
      monthly_price: '£28.00',
      contract_start_days_ago: 200,
      contract_months: 24,
      balance_due: '£84.50',
      next_payment_in_days: 2,
      payment_method: 'Card ending 1177',
      services: [{ name: 'Mobile line 07700 900202', status: 'restricted' }],
      bookings: [],
      subscriptions: [{ id: 'SUB-3201', plan: 'Device insurance', status: 'past_due', amount: '£7.00', next_billing_in_days: 2, since_days_ago: 200 }],
    },
    orders: { prefix: 'OB', count: 5, basket: [299, 19.99] },
    invoices: { count: 6, amount: 28, partPaid: 1, overdue: 2, unpaid: 0 },
  },
  {
    id: 'cus_1003',
    first_name: 'Priya',
    last_name: 'Shah',
    email: 'priya.shah@example.org',
    mobile: '07700 900203',
    postcode: 'LS1 4AP',
    address: { line1: '8 Park Square', city: 'Leeds' },
    account: {
      account_number: 'AC-1003',
      status: 'active',
      plan: 'Premium membership',
      monthly_price: '£15.00',
      contract_start_days_ago: 800,
      contract_months: 12,
      balance_due: '£0.00',
      next_payment_in_days: 25,
      payment_method: 'PayPal',
      services: [{ name: 'Free delivery', status: 'active' }],
      bookings: [],
      subscriptions: [
        { id: 'SUB-3301', plan: 'Coffee club (monthly)', status: 'active', amount: '£12.00', next_billing_in_days: 6, since_days_ago: 500 },
        { id: 'SUB-3302', plan: 'Tea of the month', status: 'paused', amount: '£9.50', next_billing_in_days: null, since_days_ago: 120 },
      ],
      returns: [{ order_number: 'PS-1002', status: 'refund issued' }],
    },
    orders: { prefix: 'PS', count: 15, basket: [23.4, 9.99, 64, 15.25, 5] },
    invoices: { count: 15, amount: 15, credit: 5 },
  },
  {
    id: 'cus_1004',
    first_name: 'George',
    last_name: "O'Neill",
    email: 'george.oneill@example.com',
    mobile: '07700 900204',
    postcode: 'EH1 1YZ',
    address: { line1: '5 Castle Wynd', city: 'Edinburgh' },
    account: {
      account_number: 'AC-1004',
      status: 'closed',
      plan: 'Energy Fixed 12',
      monthly_price: '£0.00',
      contract_start_days_ago: 500,
      contract_months: 12,
      balance_due: '£0.00',
      next_payment_in_days: null,
      payment_method: 'none on file',
      services: [{ name: 'Electricity', status: 'closed' }],
      bookings: [],
      subscriptions: none,
    },
    orders: { prefix: 'GO', count: 3, basket: [75] },
    invoices: { count: 4, amount: 92.4, credit: 0 },
  },
  {
    id: 'cus_1005',
    first_name: 'Fatima',
    last_name: 'Khan',
    email: 'fatima.khan@example.co.uk',
    mobile: '07700 900205',
    postcode: 'B1 1BB',
    address: { line1: '31 Colmore Row', city: 'Birmingham' },
    account: {
      account_number: 'AC-1005',
      status: 'active',
      plan: 'Gym Flex',
      monthly_price: '£32.00',
      contract_start_days_ago: 60,
      contract_months: 12,
      balance_due: '£0.00',
      next_payment_in_days: 9,
      payment_method: 'Direct Debit ending 0093',
      services: [
        { name: 'Gym access', status: 'active' },
        { name: 'Pool', status: 'active' },
      ],
      bookings: [
        { id: 'BK-5101', inDays: 1, time: '07:00', service: 'Spin class', status: 'booked' },
        { id: 'BK-5102', inDays: 2, time: '18:30', service: 'Personal training', status: 'confirmed' },
        { id: 'BK-5103', inDays: 4, time: '07:00', service: 'Spin class', status: 'booked' },
        { id: 'BK-5104', inDays: 8, time: '12:15', service: 'Yoga', status: 'booked' },
        { id: 'BK-5105', inDays: 9, time: '18:30', service: 'Personal training', status: 'confirmed' },
        { id: 'BK-5106', inDays: 15, time: '07:00', service: 'Spin class', status: 'waitlist' },
      ],
      subscriptions: [{ id: 'SUB-3501', plan: 'Gym Flex', status: 'active', amount: '£32.00', next_billing_in_days: 9, since_days_ago: 60 }],
    },
    orders: { prefix: 'FK', count: 0, basket: [1] },
    invoices: { count: 8, amount: 32, unpaid: 0 },
  },
  {
    id: 'cus_1006',
    first_name: 'Tom',
    last_name: 'Price',
    email: 'tom.price@example.com',
    mobile: null,
    postcode: 'CF10 1EP',
    address: { line1: '2 Quay Street', city: 'Cardiff' },
    account: {
      account_number: 'AC-1006',
      status: 'active',
      plan: 'Pay as you go',
      monthly_price: '£0.00',
      contract_start_days_ago: 30,
      contract_months: 0,
      balance_due: '£0.00',
      next_payment_in_days: null,
      payment_method: 'Card ending 5500',
      services: [],
      bookings: [],
      subscriptions: none,
    },
    orders: { prefix: 'TP', count: 1, basket: [18.5] },
    invoices: { count: 1, amount: 18.5 },
  },
  {
    id: 'cus_1007',
    first_name: 'Chloe',
    last_name: 'Martin',
    email: 'chloe.martin@example.net',
    mobile: '07700 900207',
    postcode: 'G2 3BZ',
    address: { line1: '40 Buchanan Street', city: 'Glasgow' },
    account: {
      account_number: 'AC-1007',
      status: 'suspended',
      plan: 'Streaming Standard',
      monthly_price: '£10.99',
      contract_start_days_ago: 45,
      contract_months: 1,
      balance_due: '£10.99',
      next_payment_in_days: 0,
      payment_method: 'Card ending 3310 (expired)',
      services: [{ name: 'Streaming', status: 'suspended' }],
      bookings: [],
      subscriptions: none,
    },
    orders: { prefix: 'CM', count: 0, basket: [1] },
    invoices: { count: 0, amount: 0 },
  },
  {
    id: 'cus_1008',
    first_name: 'Daniel',
    last_name: 'Okafor',
    email: 'daniel.okafor@example.org',
    mobile: '07700 900208',
    postcode: 'NE1 7RU',
    address: { line1: '9 Grey Street', city: 'Newcastle upon Tyne' },
    account: {
      account_number: 'AC-1008',
      status: 'active',
      plan: 'Business Hub',
      monthly_price: '£55.00',
      contract_start_days_ago: 700,
      contract_months: 36,
      balance_due: '£55.00',
      next_payment_in_days: 4,
      payment_method: 'Invoice (30 days)',
      services: [
        { name: 'Business broadband', status: 'active' },
        { name: 'Static IP', status: 'active' },
      ],
      bookings: [{ id: 'BK-8101', inDays: 21, time: '11:00', service: 'Account review call', status: 'confirmed' }],
      subscriptions: none,
      returns: [{ order_number: 'DO-1001', status: 'return label sent' }],
    },
    orders: { prefix: 'DO', count: 8, basket: [210, 35.5, 89.99] },
    invoices: { count: 10, amount: 55, unpaid: 0, partPaid: 2 },
  },
];
