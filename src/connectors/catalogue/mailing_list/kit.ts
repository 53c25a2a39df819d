import { defineConnector } from '../../define.js';

/**
 * Kit (formerly ConvertKit) API v4 with a v4 API key in X-Kit-Api-Key. Subscribers are found by email
 * in any state (status=all: the default lists active subscribers only); the subscriber's tags, with
 * the date each was applied, are reported as subscriptions.
 */
export const kit = defineConnector({
  key: 'kit',
  name: 'Kit (ConvertKit)',
  category: 'mailing_list',
  auth: { type: 'header', headers: { 'X-Kit-Api-Key': '{api_key}' } },
  secrets: [{ name: 'api_key', label: 'v4 API key', example: 'kit_0123456789abcdef0123456789abcdef', pattern: 'kit_[A-Za-z0-9]{16,64}' }],
  baseUrl: 'https://api.kit.com/v4',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/subscribers', query: { email_address: '{email}', status: 'all' } },
      records: 'subscribers',
      map: {
        id: 'id',
        name: { join: ['first_name', 'fields.last_name'] },
        email: 'email_address',
      },
    },
    subscriptions: {
      request: { path: '/subscribers/{customer_id}/tags', query: { per_page: '100' } },
      records: 'tags',
      pagination: { type: 'cursor', param: 'after', cursorPath: 'pagination.end_cursor', hasMorePath: 'pagination.has_next_page', maxPages: 3 },
      map: {
        id: 'id',
        plan: 'name',
        since: { date: 'tagged_at' },
      },
    },
  },
  docs: 'https://developers.kit.com/api-reference/subscribers/list-subscribers',
  setup:
    'In Kit open Settings → Developer → API Keys (v4) and click Add a new key. Name it after this service and copy it (it starts kit_ and is shown once). Subscribers need a first name and a last_name custom field for name checks to work.',
  test_level: 'partly-documented',
  test_detail:
    "Re-read in the fidelity pass against Kit's official PHP SDK for API v4, Kit/ConvertKitSDK-PHP@38ae53efdf996949638a555143db8db450a5c3cb: src/ConvertKit_API_Traits.php (base https://api.kit.com/v4; get_subscribers: GET subscribers with email_address, an exact-match search, and status; get_subscriber_tags: GET subscribers/{id}/tags with after and per_page), src/ConvertKit_API.php (an API key is sent as the X-Kit-Api-Key header), and the SDK's live tests tests/ConvertKitAPITest.php (replies with subscribers[] and tags[] plus pagination.end_cursor and pagination.has_next_page; a subscriber's id, first_name, email_address, state and fields.last_name, the last name held in a custom field named last_name). Also the earlier pass's ConvertKit/convertkit-wordpress-libraries@8606aaf385a66fca82fd5f196461aaa67ddcca64. Left open by that pass: status=all (settled in the third pass below; the SDK documents the states active, bounced, cancelled, complained and inactive; all is the value Kit's v4 reference gives for every state, not re-read here) and a subscriber tag's tagged_at in the tags list (the SDK's tests check tagged_at only on the reply to tagging a subscriber). Third pass (cat-third-b): status=all is now confirmed by Kit's own WordPress plugin, Kit/convertkit-wordpress@98277dbac80576603d2b759be87e3ed0508a8ed7 tests/Support/Helper/KitAPI.php, whose end-to-end helper sends GET https://api.kit.com/v4/subscribers with email_address and status=all (commented there as checking all subscriber states) and reads pagination.total_count, subscribers[].email_address and first_name, and reads GET subscribers/{id}/tags as tags[] with id. Kit's v4 reference page developers.kit.com/api-reference/subscribers/list-tags-for-a-subscriber.md (its excerpt of Kit's OpenAPI v4.json) confirms GET /v4/subscribers/{subscriber_id}/tags with after, before, include_total_count and per_page (default 500, at most 1000) and a tags array; the part giving the tag item's properties could not be read. Still not confirmed: tagged_at on the items of that tags list (documented with examples on the tag-a-subscriber replies and on GET /v4/tags/{tag_id}/subscribers, not on this list), so the level stays partly-documented. Fourth pass (cat5-h), tagged_at still open: Kit's other official plugins read the same list without it (Kit/convertkit-woocommerce@479c031af15bce9ec0281f617040c93d6e22c6c6 and Kit/convertkit-membermouse@1318598659508b546e7f3d7a5277baa752fb503d tests/Support/Helper/KitAPI.php: GET subscribers/{id}/tags read as tags[] with id, and counted); Kit/convertkit-wordpress-libraries@7159ed8859afa4d7224de374ad866e81542286e0 tests/Integration/APITest.php checks tagged_at only on the tag-a-subscriber and subscribers-for-a-tag replies; the stored copies of developers.kit.com show the list-tags-for-a-subscriber OpenAPI excerpt only up to the tags array (its item properties and example are cut off), while the subscribers-for-a-tag page's example carries tagged_at on each subscriber. Kit's docs source repositories (Kit/developers, Kit/api-docs, Kit/docs, ConvertKit/api-docs) could not be fetched.",
  note: 'Kit v4 API keys cannot be limited to read-only: the connector only reads. Kit stores a first name only by default; the last name is read from a custom field named last_name.',
});
