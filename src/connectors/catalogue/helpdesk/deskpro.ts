import { defineConnector } from '../../define.js';

/**
 * Deskpro REST API v2 with an API key (`Authorization: key <id>:<key>`). People are filtered by
 * primary email; the person's tickets are listed (/tickets?person=<id>). Messages, notes and the person summary are never
 * read: only the reference, subject, status and dates.
 */
export const deskpro = defineConnector({
  key: 'deskpro',
  name: 'Deskpro',
  category: 'helpdesk',
  auth: { type: 'header', headers: { Authorization: 'key {api_key}' } },
  config: [
    {
      name: 'helpdesk_host',
      label: 'help desk address',
      example: 'acme.deskpro.com',
      pattern: '[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+',
    },
  ],
  secrets: [{ name: 'api_key', label: 'API key', example: '3:WZ8ND2Q6HXYZ9KJB7T4RPMC5', pattern: '\\d+:[A-Za-z0-9]{8,80}' }],
  baseUrl: 'https://{helpdesk_host}/api/v2',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/people', query: { primary_email: '{email}', is_agent: '0' } },
      records: 'data',
      map: {
        id: 'id',
        name: { firstOf: ['name', { join: ['first_name', 'last_name'] }] },
        email: 'primary_email',
        phone: 'phone_numbers.0.number',
      },
    },
    tickets: {
      request: { path: '/tickets', query: { person: '{customer_id}', count: '50', order_by: 'id', order_dir: 'desc' } },
      records: 'data',
      ownerRef: 'person',
      map: {
        id: { firstOf: ['ref', 'id'] },
        subject: 'subject',
        status: {
          enum: 'status',
          map: { awaiting_agent: 'awaiting our reply', awaiting_user: 'awaiting your reply', resolved: 'resolved', archived: 'closed' },
        },
        opened: { date: 'date_created' },
        updated: { date: { firstOf: ['date_status', 'date_created'] } },
        closed: { date: 'date_resolved' },
      },
    },
  },
  docs: 'https://support.deskpro.com/en-US/guides/developers/deskpro-api',
  setup:
    'In Deskpro open Admin → Apps → API Keys and add a new key. Tie it to an agent whose permissions only let them view tickets and ' +
    'people (not a super-user), save, and copy the key shown as number:key (for example 3:WZ8N…). Enter your help desk address without ' +
    'https:// (acme.deskpro.com, or your own domain if you host Deskpro yourself).',
  test_level: 'partly-documented',
  test_detail:
    "No official API reference could be read; rests on Deskpro's API feature tests and import format: ticket ref, date_status, " +
    'primary_email and phone_numbers are unconfirmed.',
  note:
    'Deskpro API keys act as the agent they are tied to; there is no read-only key. Tickets have no last-updated date in the API, so ' +
    'the date of the last status change is shown as updated.',
});
