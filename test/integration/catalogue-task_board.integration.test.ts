import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { taskBoardConnectors } from '../../src/connectors/catalogue/task_board/index.js';
import { capabilitiesOf, type ConnectorDefinition } from '../../src/connectors/define.js';
import { taskBoardFixtures } from '../../src/connectors/fixtures/by-category/task_board.js';
import { readCapability, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Task-board catalogue connectors end to end against a scripted vendor on 127.0.0.1 serving the
 * documented replies: Trello (key and token as query parameters), monday.com (a GraphQL query with the
 * board as a variable) and ClickUp (pages from 0, unix-millisecond dates). Boards hold no customer
 * records: they cannot verify, and their cards reach a verified customer only through the safety filter.
 */

useCatalogueHarness();
const catalogue = loadCatalogue(taskBoardConnectors);
const def = (key: string): ConnectorDefinition => catalogue.get(key)!;
const fixture = (key: string) => taskBoardFixtures.find((f) => f.connector === key && f.capability === 'tickets')!;

it('no task board can verify customers, and each reads only tickets', () => {
  for (const d of catalogue.all()) {
    expect(d.verification, d.key).toBe('not_supported');
    expect(capabilitiesOf(d), d.key).toEqual(['tickets']);
  }
});

describe('Trello connector (key and token as query parameters)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-trello',
    config: { board_id: '5abbe4b7ddc1b351ef961414' },
    secrets: { api_key: '0123456789abcdef0123456789abcdef', api_token: 'ATTA0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef01234567' },
    baseUrlOverride: `${vendor.baseUrl}/1`,
  });

  it("reads the board's cards with their lists, sending the key and read token as query parameters", async () => {
    vendor.answer(() => ({ body: fixture('trello').reply }));
    const res = await readCapability(def('trello'), 'tickets', conn(), fixture('trello').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('trello').rows, dropped: 0 });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/1/boards/5abbe4b7ddc1b351ef961414/cards');
    expect(Object.fromEntries(req.query)).toEqual({
      fields: 'name,idShort,closed,dateLastActivity,idList',
      list: 'true',
      key: '0123456789abcdef0123456789abcdef',
      token: 'ATTA0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef01234567',
    });
    expect(req.headers['authorization']).toBeUndefined();
  });

  it("never shows a card naming another customer's email to a verified customer", async () => {
    const reply = structuredClone(fixture('trello').reply) as { name: string }[];
    reply[1]!.name = 'Refund for mallory@example.com';
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('trello'), 'tickets', conn(), fixture('trello').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.id)).toEqual(['42']);
  });
});

describe('monday.com connector (read-only GraphQL query)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-monday',
    config: { board_id: '1234567890' },
    secrets: { api_token: 'eyJhbGciOiJIUzI1NiJ9.eyJ0aWQiOjEyMzQ1Njc4OSwiYWFpIjoxMX0.Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA' },
    baseUrlOverride: `${vendor.baseUrl}/v2`,
  });

  it('POSTs the items query with the board as a variable, the bare token and the API version', async () => {
    vendor.answer(() => ({ body: fixture('monday').reply }));
    const res = await readCapability(def('monday'), 'tickets', conn(), fixture('monday').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('monday').rows });
    const req = vendor.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v2');
    expect(req.headers['authorization']).toBe('eyJhbGciOiJIUzI1NiJ9.eyJ0aWQiOjEyMzQ1Njc4OSwiYWFpIjoxMX0.Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA');
    expect(req.headers['api-version']).toBe('2025-07');
    const body = JSON.parse(req.body) as { query: string; variables: unknown };
    expect(body.variables).toEqual({ board: '1234567890' });
    expect(body.query).toMatch(/^query BoardItems\(\$board: \[ID!\]\) \{ boards\(ids: \$board\)/);
    expect(body.query).not.toMatch(/mutation/);
  });

  it('a GraphQL error reply is a failure, not an empty board', async () => {
    vendor.answer(() => ({ body: { errors: [{ message: 'Board not found', extensions: { code: 'InvalidBoardIdException' } }], account_id: 12345678 } }));
    const res = await readCapability(def('monday'), 'tickets', conn(), fixture('monday').input, deps);
    expect(res).toMatchObject({ ok: false, failure: { kind: 'bad_reply' } });
  });
});

describe('ClickUp connector (pages from 0, unix-millisecond dates)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-clickup',
    config: { list_id: '901234567' },
    secrets: { api_token: 'pk_12345678_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345' },
    baseUrlOverride: `${vendor.baseUrl}/api/v2`,
  });

  it('reads a full page then the next, with the personal token and no scheme', async () => {
    const tasks = (fixture('clickup').reply as { tasks: Record<string, unknown>[] }).tasks;
    const fullPage = Array.from({ length: 100 }, (_, i) => ({ ...tasks[0]!, id: `t${i}`, custom_id: null }));
    vendor.answer((r) => (r.query.get('page') === '0' ? { body: { tasks: fullPage, last_page: false } } : { body: { tasks: [tasks[1]], last_page: true } }));
    const res = await readCapability(def('clickup'), 'tickets', conn(), fixture('clickup').input, deps);
    expect(res).toMatchObject({ ok: true, pages: 2 });
    expect(res.ok && res.rows).toHaveLength(101);
    expect(res.ok && res.rows[100]).toEqual(fixture('clickup').rows[1]);
    expect(vendor.requests.map((r) => r.query.get('page'))).toEqual(['0', '1']);
    expect(vendor.requests[0]!.path).toBe('/api/v2/list/901234567/task');
    expect(vendor.requests[0]!.query.get('include_closed')).toBe('true');
    expect(vendor.requests[0]!.headers['authorization']).toBe('pk_12345678_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345');
  });
});
