import { createHash } from 'node:crypto';
import type { Clock } from '../../../config/clock.js';
import type { VariableLookup } from '../templates.js';

/** What a read is about: the details a customer gave (search) or the verified customer (reads). */
export interface ReadSubject {
  customer?: {
    /** The verified record's vendor id ({customer_id}). */
    id?: string;
    email?: string;
    phone?: string;
    full_name?: string;
    postcode?: string;
  };
  order_number?: string;
  tracking_number?: string;
}

/** The connection's stored values, already decrypted (worker side only). */
export interface ConnectionValues {
  config: Readonly<Record<string, string>>;
  secrets: Readonly<Record<string, string>>;
}

const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Config fields, secrets and the request variables of templates.ts, as one lookup. `{from_date}` is
 * `lookbackDays` before today, `{to_date}` `lookaheadDays` after it (default 365, the capability
 * schema's default).
 */
export function variableLookup(values: ConnectionValues, subject: ReadSubject, clock: Clock, lookbackDays: number, lookaheadDays = 365): VariableLookup {
  const c = subject.customer ?? {};
  const email = c.email?.trim() ?? '';
  const phone = c.phone?.trim() ?? '';
  const digits = phone.replace(/\D/g, '');
  const now = clock.now();
  const request: Record<string, string> = {
    email,
    email_md5: email === '' ? '' : createHash('md5').update(email.toLowerCase(), 'utf8').digest('hex'),
    phone,
    phone_digits: digits,
    phone_last10: digits.slice(-10),
    full_name: c.full_name?.trim() ?? '',
    postcode: c.postcode?.trim() ?? '',
    customer_id: c.id?.trim() ?? '',
    order_number: subject.order_number?.trim() ?? '',
    tracking_number: subject.tracking_number?.trim() ?? '',
    today: ymd(now),
    from_date: ymd(now - lookbackDays * 86_400_000),
    to_date: ymd(now + lookaheadDays * 86_400_000),
  };
  return (name) => {
    if (Object.hasOwn(request, name)) return request[name];
    if (Object.hasOwn(values.config, name)) return values.config[name];
    if (Object.hasOwn(values.secrets, name)) return values.secrets[name];
    return undefined;
  };
}

/** Config fields and secrets only (base URL, connector headers, auth). */
export function settingsLookup(values: ConnectionValues): VariableLookup {
  return (name) => (Object.hasOwn(values.config, name) ? values.config[name] : Object.hasOwn(values.secrets, name) ? values.secrets[name] : undefined);
}
