import { buildDashboard, dashboardBuildState } from '../src/dashboard-build.js';

/**
 * Vitest's global setup: the dashboard's client is built once before any test file runs, when it is
 * missing or older than its sources (the same check `npm start` makes), so every test that serves
 * /dashboard (browser tests, the route fuzz) sees the app as `npm run build` makes it.
 */
export default async function setup(): Promise<void> {
  if (dashboardBuildState() !== 'fresh') await buildDashboard();
}
