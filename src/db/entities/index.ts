import { ApiKeySchema } from './api-key.js';
import { TenantSchema } from './tenant.js';

/** Every entity schema the ORM knows. */
export const ENTITIES = [TenantSchema, ApiKeySchema];
