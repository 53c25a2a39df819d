import { EntitySchema } from '@mikro-orm/core';

/** Per connector key: whether every capability mapped its documented example to valid spec rows. */
export type SmokeResults = Record<string, { ok: boolean; capabilities: Record<string, boolean> }>;

/** One smoke run (at most one per hour: `period` is unique). The newest is what GET /api/connectors/smoke shows. */
export class SmokeRun {
  id!: number;
  /** YYYY-MM-DDTHH (UTC) of the clock tick that asked for it. */
  period!: string;
  ranAt!: Date;
  passed!: number;
  total!: number;
  results: SmokeResults = {};
}

export const SmokeRunSchema = new EntitySchema<SmokeRun>({
  class: SmokeRun,
  tableName: 'smoke_runs',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    period: { type: 'string', length: 13, unique: true },
    ranAt: { type: 'Date', fieldName: 'ran_at', columnType: 'timestamptz' },
    passed: { type: 'integer' },
    total: { type: 'integer' },
    results: { type: 'json', columnType: 'jsonb' },
  },
});
