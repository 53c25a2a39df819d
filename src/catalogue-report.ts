import { loadCatalogue } from './connectors/catalogue/index.js';
import { FIXTURES } from './connectors/fixtures/index.js';
import { catalogueReport, reportTable } from './connectors/report.js';

/**
 * `npm run catalogue:report`: the catalogue fidelity table (per category: connectors, test_level counts,
 * fixtures with an official source, capabilities) as Markdown on stdout. No network, no database.
 */
const catalogue = loadCatalogue();
process.stdout.write(`${reportTable(catalogueReport(catalogue.all(), FIXTURES))}\n`);
