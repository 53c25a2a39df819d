import { Migration20261122000000_tenants } from './Migration20261122000000_tenants.js';

/** Every migration, oldest first. Add new ones at the end; never edit one that has shipped. */
export const MIGRATIONS = [
  { name: 'Migration20261122000000_tenants', class: Migration20261122000000_tenants },
];
