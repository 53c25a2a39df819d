// The OpenAPI document (the one GET /api/openapi.json serves), made without opening any store, and the
// typed client's types generated from it (npm run openapi). Writes dist/openapi.json (what `npm run lint`
// hands to Redocly) and clients/typescript/src/schema.ts; with --check it leaves schema.ts alone and
// fails when it is not what the routes describe now.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schemaSource } from '../clients/typescript/scripts/schema-source.js';
import { describeApi } from '../src/api-document.js';

const root = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));
const SCHEMA = 'clients/typescript/src/schema.ts';

const document = describeApi();
mkdirSync(root('dist'), { recursive: true });
writeFileSync(root('dist/openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
const fresh = await schemaSource(document);
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(root(SCHEMA), 'utf8');
  } catch {
    committed = '';
  }
  if (committed !== fresh) {
    process.stderr.write(`${SCHEMA} is not what the routes describe: run \`npm run openapi\` and commit it\n`);
    process.exit(1);
  }
  process.stdout.write(`dist/openapi.json written; ${SCHEMA} matches the routes\n`);
} else {
  writeFileSync(root(SCHEMA), fresh);
  process.stdout.write(`dist/openapi.json and ${SCHEMA} written\n`);
}
process.exit(0);
