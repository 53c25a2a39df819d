/** The real worker process (workers/main.ts) with the fake OAuth connector in its catalogue (see fake-oauth-catalogue.ts). */
import { addFakeOAuthConnector } from './fake-oauth-catalogue.js';

addFakeOAuthConnector(process.env.FAKE_OAUTH_URL ?? '');
await import('../../workers/main.js');
