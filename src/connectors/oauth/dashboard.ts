import type { Config } from '../../../config/env.js';

/**
 * The dashboard's Integrations tab: where an OAuth sign-in returns the user
 * (`?connector=ok|failing|cancelled|failed|expired`) and what owner emails link to.
 * DASHBOARD_URL, else {PUBLIC_BASE_URL}/dashboard; then /integrations.
 */
export function integrationsUrl(config: Pick<Config, 'DASHBOARD_URL' | 'PUBLIC_BASE_URL'>): string {
  const base = (config.DASHBOARD_URL ?? `${config.PUBLIC_BASE_URL}/dashboard`).replace(/\/+$/, '');
  return `${base}/integrations`;
}
