/**
 * The spec's test customer. Every Account Connect implementation must accept it, issue an otp_token
 * without sending anything, accept 123456 and return a little sample data. The email and mobile are
 * fictional (example.com; 07700 900xxx is Ofcom's range reserved for drama).
 */
export const TEST_CUSTOMER = Object.freeze({
  full_name: 'Test Customer',
  postcode: 'TE5 7ST',
  email: 'test.customer@example.com',
  mobile_number: '07700 900123',
  code: '123456',
});
