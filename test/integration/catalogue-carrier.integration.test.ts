import { describe, expect, it } from 'vitest';
import { carrierConnectors } from '../../src/connectors/catalogue/carrier/index.js';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { trackingLookups, type ConnectorDefinition } from '../../src/connectors/define.js';
import { carrierFixtures } from '../../src/connectors/fixtures/by-category/carrier.js';
import { readCapability, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Carrier catalogue connectors end to end against a scripted carrier on 127.0.0.1 serving the
 * documented replies: UPS (OAuth client credentials with HTTP Basic, required transaction headers, the
 * "not found" replies), FedEx (client credentials as form fields, the read-only POST lookup) and DHL
 * (API key header, the customer's postcode passed along, exact-number matching).
 */

useCatalogueHarness();
const catalogue = loadCatalogue(carrierConnectors);
const def = (key: string): ConnectorDefinition => catalogue.get(key)!;
const fixture = (key: string) => carrierFixtures.find((f) => f.connector === key && f.capability === 'order_status')!;

it('every carrier answers by tracking number only and cannot verify customers', () => {
  for (const d of catalogue.all()) {
    expect(d.verification, d.key).toBe('not_supported');
    expect(trackingLookups(d), d.key).toEqual({ byTrackingNumber: true, byOrderNumber: false });
  }
});

describe('UPS connector (OAuth client credentials)', () => {
  const conn = (id: string): ConnectionContext => ({
    connectionId: id,
    config: {},
    secrets: {
      client_id: 'Xk3m9QpR2sT5vW8yZ1aC4eF7hJ0kM3nP6qS9tV2wY5zB8dG1',
      client_secret: 'pL4nK7jH0gF3dS6aQ9wE2rT5yU8iO1pA4sD7fG0hJ3kL6zX9cV2bN5mQ8wE1rT4y',
    },
    baseUrlOverride: vendor.baseUrl,
  });
  const ups = (track: () => { status?: number; body: unknown }) =>
    vendor.answer((r) =>
      r.path === '/security/v1/oauth/token'
        ? {
            body: {
              token_type: 'Bearer',
              issued_at: '1772366400000',
              client_id: 'Xk3m9',
              access_token: 'ups-token-1',
              expires_in: '14399',
              status: 'approved',
            },
          }
        : track(),
    );

  it('fetches a token with HTTP Basic, then tracks with it and the transaction headers UPS requires', async () => {
    ups(() => ({ body: fixture('ups').reply }));
    const res = await readCapability(def('ups'), 'order_status', conn('conn-ups-1'), fixture('ups').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('ups').rows });
    const [token, track] = vendor.requests;
    expect(token!.method).toBe('POST');
    expect(new URLSearchParams(token!.body).get('grant_type')).toBe('client_credentials');
    const basic = Buffer.from('Xk3m9QpR2sT5vW8yZ1aC4eF7hJ0kM3nP6qS9tV2wY5zB8dG1:pL4nK7jH0gF3dS6aQ9wE2rT5yU8iO1pA4sD7fG0hJ3kL6zX9cV2bN5mQ8wE1rT4y').toString(
      'base64',
    );
    expect(token!.headers['authorization']).toBe(`Basic ${basic}`);
    expect(track!.path).toBe('/api/track/v1/details/1Z023E2X0214323462');
    expect(track!.query.get('locale')).toBe('en_GB');
    expect(track!.headers['authorization']).toBe('Bearer ups-token-1');
    expect(track!.headers['transid']).toBe('1Z023E2X0214323462');
    expect(track!.headers['transactionsrc']).toBe('customer-service-bot');
  });

  it('reads "Tracking Information Not Found" (a shipment with warnings and no packages) as no parcel', async () => {
    ups(() => ({
      body: {
        trackResponse: { shipment: [{ inquiryNumber: '1Z9999999999999999', warnings: [{ code: 'TW0001', message: 'Tracking Information Not Found' }] }] },
      },
    }));
    const res = await readCapability(def('ups'), 'order_status', conn('conn-ups-1'), { tracking_number: '1Z9999999999999999' }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
  });

  it('reads a 404 for an unknown number as no parcel too', async () => {
    ups(() => ({ status: 404, body: { response: { errors: [{ code: '151044', message: 'No tracking information available' }] } } }));
    const res = await readCapability(def('ups'), 'order_status', conn('conn-ups-1'), { tracking_number: '1Z9999999999999999' }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
  });

  it('records a refused token as refused credentials and fetches a fresh token on the next call', async () => {
    let refuse = true;
    let issued = 0;
    vendor.answer((r) => {
      if (r.path === '/security/v1/oauth/token') return { body: { access_token: `ups-token-${++issued}`, expires_in: '14399' } };
      if (refuse) return { status: 401, body: { response: { errors: [{ code: '250002', message: 'Invalid Authentication Information.' }] } } };
      return { body: fixture('ups').reply };
    });
    const refused = await readCapability(def('ups'), 'order_status', conn('conn-ups-2'), fixture('ups').input, deps);
    expect(refused).toEqual({ ok: false, failure: { kind: 'refused', status: 401, message: 'the vendor refused the credentials (401)' } });
    refuse = false;
    const res = await readCapability(def('ups'), 'order_status', conn('conn-ups-2'), fixture('ups').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('ups').rows });
    expect(vendor.requests.filter((r) => r.path.startsWith('/api/')).map((r) => r.headers['authorization'])).toEqual([
      'Bearer ups-token-1',
      'Bearer ups-token-2',
    ]);
  });
});

describe('FedEx connector (client credentials as form fields, read-only POST lookup)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-fedex',
    config: {},
    secrets: { api_key: 'l7a1b2c3d4e5f60718293a4b5c6d7e8f90', secret_key: '0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c' },
    baseUrlOverride: vendor.baseUrl,
  });

  it('sends the key and secret only to /oauth/token, then POSTs the tracking number in the documented body', async () => {
    vendor.answer((r) =>
      r.path === '/oauth/token'
        ? { body: { access_token: 'fedex-token-1', token_type: 'bearer', expires_in: 3599, scope: 'CXS' } }
        : { body: fixture('fedex').reply },
    );
    const res = await readCapability(def('fedex'), 'order_status', conn(), fixture('fedex').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('fedex').rows });
    const [token, track] = vendor.requests;
    const form = new URLSearchParams(token!.body);
    expect([form.get('grant_type'), form.get('client_id'), form.get('client_secret')]).toEqual([
      'client_credentials',
      'l7a1b2c3d4e5f60718293a4b5c6d7e8f90',
      '0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c',
    ]);
    expect(track!.method).toBe('POST');
    expect(track!.path).toBe('/track/v1/trackingnumbers');
    expect(track!.headers['authorization']).toBe('Bearer fedex-token-1');
    expect(track!.headers['x-locale']).toBe('en_GB');
    expect(JSON.parse(track!.body)).toEqual({ includeDetailedScans: false, trackingInfo: [{ trackingNumberInfo: { trackingNumber: '128667043726' } }] });
    expect(track!.body).not.toContain('0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c');
  });

  it("shows FedEx's not-found result as the parcel's status (FedEx answers 200 with an error inside)", async () => {
    vendor.answer(() => ({
      body: {
        transactionId: 't-2',
        output: {
          completeTrackResults: [
            {
              trackingNumber: '999999999999',
              trackResults: [
                {
                  trackingNumberInfo: { trackingNumber: '999999999999', carrierCode: '', trackingNumberUniqueId: '' },
                  error: {
                    code: 'TRACKING.TRACKINGNUMBER.NOTFOUND',
                    message: 'Tracking number cannot be found. Please correct the tracking number and try again.',
                  },
                },
              ],
            },
          ],
        },
      },
    }));
    const res = await readCapability(def('fedex'), 'order_status', conn(), { tracking_number: '999999999999' }, deps);
    expect(res).toMatchObject({ ok: true, rows: [{ tracking: '999999999999', status: 'FedEx has no record of this tracking number yet', courier: 'FedEx' }] });
  });
});

describe('DHL connector (API key header, postcode passed along)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-dhl',
    config: {},
    secrets: { api_key: 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6' },
    baseUrlOverride: `${vendor.baseUrl}/track`,
  });

  it("passes the number and the customer's postcode, and keeps only the parcel whose number matches exactly", async () => {
    vendor.answer(() => ({ body: fixture('dhl').reply }));
    const res = await readCapability(def('dhl'), 'order_status', conn(), fixture('dhl').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('dhl').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/track/shipments');
    expect(Object.fromEntries(req.query)).toEqual({ trackingNumber: '7777777770', language: 'en', recipientPostalCode: '53113' });
    expect(req.headers['dhl-api-key']).toBe('a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6');
  });

  it("leaves the postcode out when the customer gave none, and reads DHL's 404 as no parcel", async () => {
    vendor.answer(() => ({ status: 404, body: { title: 'No result found', status: 404, detail: 'No shipment with given tracking number found.' } }));
    const res = await readCapability(def('dhl'), 'order_status', conn(), { tracking_number: 'JJD000390007882' }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
    expect([...vendor.requests[0]!.query.keys()]).toEqual(['trackingNumber', 'language']);
  });
});
