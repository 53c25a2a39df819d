// Writes README's configuration table from config/env-reference.ts (npm run docs:config).
import { readFileSync, writeFileSync } from 'node:fs';
import { withConfigTable } from '../config/env-reference.js';

const path = new URL('../README.md', import.meta.url);
writeFileSync(path, withConfigTable(readFileSync(path, 'utf8')));
process.stdout.write('README configuration table written\n');
