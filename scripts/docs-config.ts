// Writes the configuration table of docs/operations.md from config/env-reference.ts (npm run docs:config).
import { readFileSync, writeFileSync } from 'node:fs';
import { withConfigTable } from '../config/env-reference.js';

const path = new URL('../docs/operations.md', import.meta.url);
writeFileSync(path, withConfigTable(readFileSync(path, 'utf8')));
process.stdout.write('docs/operations.md configuration table written\n');
