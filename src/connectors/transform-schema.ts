import { z } from 'zod';
import { AMOUNT_SOURCES, type AmountSource } from './runtime/money.js';

/**
 * The closed set of field transforms a connector mapping may use. A mapping is data: no code runs
 * per connector. Every transform reads from one vendor record (an object of the record list).
 *
 * - `"a.b.0.c"` or `{path}`: the value at a dotted path (array indexes allowed, `-1` = last item).
 *   Objects and arrays yield nothing; strings, numbers and booleans pass through.
 * - `{firstOf: [t1, t2, ...]}`: the first transform that yields a non-empty value.
 * - `{const: v}`: a constant.
 * - `{date: t, epoch?}`: YYYY-MM-DD. ISO strings keep the date as written (no timezone conversion);
 *   numbers and digit strings are unix time (`epoch`: seconds, milliseconds, or auto = ms from
 *   1e11 up); `/Date(ms)/` is read too. Anything else yields nothing.
 * - `{date: t, format}`: a date written in one named non-ISO form, read only in that form (never
 *   guessed; ISO strings and unix times then yield nothing, and `epoch` is refused):
 *   - `rfc2822`: `Tue, 20 Feb 2024 10:15:00 +0000` (BigCommerce v2): the day name is optional and not
 *     checked, English month abbreviations in any case, a four-digit year; the time and zone are
 *     optional and, when present, must be well formed. The calendar date is kept as written.
 *   - `day_first`: `20-02-2024`, `20/02/2024 10:15`, `20.02.2024` (Sendcloud v2): day, month, four-digit
 *     year with one separator (`-`, `/` or `.`) used twice, then the end or a space/`T` and a time.
 * - `{datetime: t, epoch?}`: a date-time as the system reports it: strings pass through unchanged,
 *   unix times become ISO 8601 UTC.
 * - `{money: t, source, currency?, quantity?, negateWhen?}`: an amount string in major units, in the
 *   runtime's one form (runtime/money.ts: a known currency's ISO 4217 places, else at least two with
 *   trailing zeros trimmed). `source` states how the vendor writes it: `minor` (an integer of minor
 *   units, shifted by the currency's exponent), `decimal_string` ("19.99") or `number` (19.99); a
 *   value in another form yields nothing. `quantity` multiplies (a subscription billing 3 seats at a
 *   unit price); decimal arithmetic on digits, never floats. `negateWhen: {path, in}` makes credit
 *   notes negative.
 * - `{enum: t, map, others?}`: renames known vendor values; unknown values pass through unchanged
 *   (`others: 'pass'`, the default) or yield nothing (`others: 'drop'`, to fall through a firstOf).
 * - `{join: [t...], separator?}`: the non-empty parts joined (default separator a space).
 * - `{sum: path, pick}`: the sum of the plain decimals at `pick` in every item of the list at `path`, as
 *   decimal text (exact, never floats); an empty list, or any item without a decimal there, yields
 *   nothing (never a partial total). For amounts split over parts, read by `money` (Square's invoice
 *   total is the sum of its payment requests).
 * - `{path, where, pick}`: from the list at `path`, the first item whose fields equal `where`
 *   (`{source: 'email'}`; a list of values means any of them; text compares without case or
 *   surrounding spaces), then the value at `pick` in that item: Front's email handle, Xero's MOBILE
 *   phone. No matching item yields nothing, so `firstOf` can fall back to another choice.
 */
export type Transform =
  | string
  | { path: string }
  | { path: string; where: Record<string, Scalar | Scalar[]>; pick: string }
  | { firstOf: Transform[] }
  | { const: string | number | boolean }
  | { date: Transform; epoch?: Epoch; format?: DateFormat }
  | { datetime: Transform; epoch?: Epoch }
  | { money: Transform; source: AmountSource; currency?: Transform; quantity?: Transform; negateWhen?: { path: string; in: Scalar[] } }
  | { enum: Transform; map: Record<string, string | boolean>; others?: 'pass' | 'drop' }
  | { join: Transform[]; separator?: string }
  | { sum: string; pick: string };

export type Epoch = 'seconds' | 'milliseconds' | 'auto';
/** Named non-ISO date forms of `{date, format}`; month-first dates are deliberately not offered. */
export const DATE_FORMATS = ['rfc2822', 'day_first'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export type Scalar = string | number | boolean;

/** `$` (the record itself) or dot-separated segments without spaces. */
export const PATH_PATTERN = /^(\$|[^.\s]+(\.[^.\s]+)*)$/;

export const pathSchema = z.string().regex(PATH_PATTERN, 'a dotted path such as "customer.email" or "items.0.id"');

const scalar = z.union([z.string(), z.number(), z.boolean()]);
const epoch = z.enum(['seconds', 'milliseconds', 'auto']);

export const transformSchema: z.ZodType<Transform> = z.lazy(() =>
  z.union([
    pathSchema,
    z.strictObject({ path: pathSchema }),
    z.strictObject({
      path: pathSchema,
      where: z.record(pathSchema, z.union([scalar, z.array(scalar).min(1)])).refine((w) => Object.keys(w).length > 0, 'where needs at least one field'),
      pick: pathSchema,
    }),
    z.strictObject({ firstOf: z.array(transformSchema).min(1) }),
    z.strictObject({ const: scalar }),
    z
      .strictObject({ date: transformSchema, epoch: epoch.optional(), format: z.enum(DATE_FORMATS).optional() })
      .refine((d) => d.epoch === undefined || d.format === undefined, 'a date with a format is text: epoch is for unix times only'),
    z.strictObject({ datetime: transformSchema, epoch: epoch.optional() }),
    z.strictObject({
      money: transformSchema,
      source: z.enum(AMOUNT_SOURCES),
      currency: transformSchema.optional(),
      quantity: transformSchema.optional(),
      negateWhen: z.strictObject({ path: pathSchema, in: z.array(scalar).min(1) }).optional(),
    }),
    z.strictObject({
      enum: transformSchema,
      map: z.record(z.string(), z.union([z.string(), z.boolean()])),
      others: z.enum(['pass', 'drop']).optional(),
    }),
    z.strictObject({ join: z.array(transformSchema).min(1), separator: z.string().optional() }),
    z.strictObject({ sum: pathSchema, pick: pathSchema }),
  ]),
);

/** The kind of a transform (its first key, or "path" for the string shorthand). */
export function transformKind(t: Transform): 'path' | 'firstOf' | 'const' | 'date' | 'datetime' | 'money' | 'enum' | 'join' | 'sum' {
  if (typeof t === 'string' || 'path' in t) return 'path';
  if ('sum' in t) return 'sum';
  if ('firstOf' in t) return 'firstOf';
  if ('const' in t) return 'const';
  if ('datetime' in t) return 'datetime';
  if ('date' in t) return 'date';
  if ('money' in t) return 'money';
  if ('enum' in t) return 'enum';
  return 'join';
}

/** Every record path a transform reads (for definition checks). */
export function pathsOf(t: Transform): string[] {
  if (typeof t === 'string') return [t];
  if ('sum' in t) return [t.sum, t.sum === '$' ? t.pick : `${t.sum}.${t.pick}`];
  if ('where' in t) return [t.path, ...[...Object.keys(t.where), t.pick].map((p) => (t.path === '$' ? p : `${t.path}.${p}`))];
  if ('path' in t) return [t.path];
  if ('firstOf' in t) return t.firstOf.flatMap(pathsOf);
  if ('const' in t) return [];
  if ('datetime' in t) return pathsOf(t.datetime);
  if ('date' in t) return pathsOf(t.date);
  if ('money' in t)
    return [
      ...pathsOf(t.money),
      ...(t.currency ? pathsOf(t.currency) : []),
      ...(t.quantity ? pathsOf(t.quantity) : []),
      ...(t.negateWhen ? [t.negateWhen.path] : []),
    ];
  if ('enum' in t) return pathsOf(t.enum);
  return t.join.flatMap(pathsOf);
}
