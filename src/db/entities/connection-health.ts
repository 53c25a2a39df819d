import { EntitySchema } from '@mikro-orm/core';
import { systemClock } from '../../../config/clock.js';

/**
 * What the daily health check remembers about a connection:
 * - `alert`: the owner email about it failing. null = none owed; 'due' = owed (a refused OAuth
 *   refresh turned a working connection failing between sweeps, or the email could not be sent yet);
 *   'sent' = sent, and not sent again while the connection stays failing. A check that finds it
 *   working clears it, so a later failure emails afresh.
 * - `lastCheckDay`: the sweep day (YYYY-MM-DD) that last checked it, so a retried or repeated check
 *   job does not test it twice in a day.
 */
export const HEALTH_ALERTS = ['due', 'sent'] as const;
export type HealthAlert = (typeof HEALTH_ALERTS)[number];

export class ConnectionHealth {
  connectionId!: number;
  alert: HealthAlert | null = null;
  alertedAt: Date | null = null;
  lastCheckDay: string | null = null;
  lastCheckedAt: Date | null = null;
  updatedAt: Date = new Date(systemClock.now());
}

export const ConnectionHealthSchema = new EntitySchema<ConnectionHealth>({
  class: ConnectionHealth,
  tableName: 'connection_health',
  properties: {
    connectionId: { type: 'integer', primary: true, fieldName: 'connection_id', autoincrement: false },
    alert: { type: 'string', length: 8, nullable: true },
    alertedAt: { type: 'Date', fieldName: 'alerted_at', columnType: 'timestamptz', nullable: true },
    lastCheckDay: { type: 'string', length: 10, fieldName: 'last_check_day', nullable: true },
    lastCheckedAt: { type: 'Date', fieldName: 'last_checked_at', columnType: 'timestamptz', nullable: true },
    updatedAt: { type: 'Date', fieldName: 'updated_at', columnType: 'timestamptz' },
  },
});
