import { CONNECTOR_SOURCES } from '../../src/connectors/catalogue/index.js';
import type { ConnectorInput } from '../../src/connectors/define.js';
import { fakeOAuthConnector } from '../fakes/oauth-provider.js';

/**
 * Test-only preload for the spawned web and worker processes of the browser tests: adds one OAuth
 * connector, "Fake Books", that signs in at the fake OAuth provider on 127.0.0.1 (FAKE_OAUTH_URL),
 * to the built-in catalogue before the process entry loads it. Its API address is a setting (a url
 * field), so the worker reaches the fake provider's API without the in-process baseUrlOverride the
 * integration tests use. Everything else in the processes is the real code.
 */
export function addFakeOAuthConnector(providerUrl: string): void {
  const base = fakeOAuthConnector(providerUrl);
  const entry: ConnectorInput = {
    ...base,
    config: [...(base.config ?? []), { name: 'api_base', label: 'API address', example: 'https://api.fake-books.example/api', type: 'url' }],
    baseUrl: '{+api_base}',
  };
  (CONNECTOR_SOURCES as ConnectorInput[]).push(entry);
}
