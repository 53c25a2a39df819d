import { z } from 'zod';

/**
 * How a vendor writes an amount: minor units (an integer, 1999), a decimal string ("19.99"), a JSON
 * number (19.99), or `major`: either of the last two, for the workflow hooks and the REST connector,
 * whose reply format is the tenant's own.
 */
export const AMOUNT_SOURCES = ['minor', 'decimal_string', 'number', 'major'] as const;
export type AmountSource = (typeof AMOUNT_SOURCES)[number];

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
 * - `{add: [t...]}`: the exact sum of two or more plain decimals of the same record, as decimal text
 *   (never floats); any part missing or not a decimal yields nothing (never a partial total). For a
 *   total the vendor gives in parts (a sale's price before tax and its tax), read by `money` with
 *   `source: 'decimal_string'`.
 * - `{path, where?, whereNot?, pick}`: from the list at `path`, the first item whose fields equal
 *   `where` (`{source: 'email'}`; a list of values means any of them; text compares without case or
 *   surrounding spaces) and equal none of `whereNot`, then the value at `pick` in that item: Front's
 *   email handle, Xero's MOBILE phone, the calendar guest who is not the organizer
 *   (`whereNot: {organizer: true, self: true}`: an item without the field is "not" it). A condition
 *   may name a value of the record itself instead of a constant, `{sameAs: 'organizer.email'}`: the
 *   attendee whose address is not the organizer's. When that record value is absent nothing can be
 *   compared and nothing is picked (never a guess). At least one of `where`/`whereNot` is given. No
 *   matching item yields nothing, so `firstOf` can fall back to another choice.
 * - `{lastSegment: t}`: the text after the last `/` of a link or reference (a query or fragment and
 *   trailing slashes are dropped first): `https://api.example/v1/patients/123` and FHIR's
 *   `Patient/123` yield `123`. For an `ownerRef` whose vendor links the customer instead of naming its
 *   id. An empty last segment yields nothing.
 */
export type Transform =
  | string
  | { path: string }
  | PickItem
  | { firstOf: Transform[] }
  | { const: string | number | boolean }
  | { date: Transform; epoch?: Epoch; format?: DateFormat }
  | { datetime: Transform; epoch?: Epoch }
  | { money: Transform; source: AmountSource; currency?: Transform; quantity?: Transform; negateWhen?: { path: string; in: Scalar[] } }
  | { enum: Transform; map: Record<string, string | boolean>; others?: 'pass' | 'drop' }
  | { join: Transform[]; separator?: string }
  | { sum: string; pick: string }
  | { add: Transform[] }
  | { lastSegment: Transform };

/** A `where`/`whereNot` condition: a value, any of several, or the value at a path of the record itself. */
export type Condition = Scalar | Scalar[] | { sameAs: string };
/** `{path, where?, whereNot?, pick}`: one item of a list, chosen by its fields. */
export interface PickItem {
  path: string;
  where?: Record<string, Condition>;
  whereNot?: Record<string, Condition>;
  pick: string;
}

/** Whether a transform is a `{path, where?, whereNot?, pick}` item pick. */
export function isPickItem(t: Transform): t is PickItem {
  return typeof t === 'object' && 'path' in t && 'pick' in t;
}

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
const condition = z.union([scalar, z.array(scalar).min(1), z.strictObject({ sameAs: pathSchema })]);
const conditions = z.record(pathSchema, condition).refine((w) => Object.keys(w).length > 0, 'where and whereNot need at least one field');

export const transformSchema: z.ZodType<Transform> = z.lazy(() =>
  z.union([
    pathSchema,
    z.strictObject({ path: pathSchema }),
    z
      .strictObject({ path: pathSchema, where: conditions.optional(), whereNot: conditions.optional(), pick: pathSchema })
      .refine((t) => t.where !== undefined || t.whereNot !== undefined, 'an item pick needs where or whereNot'),
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
    z.strictObject({ add: z.array(transformSchema).min(2) }),
    z.strictObject({ lastSegment: transformSchema }),
  ]),
);

/** The kind of a transform (its first key, or "path" for the string shorthand). */
export function transformKind(t: Transform): 'path' | 'firstOf' | 'const' | 'date' | 'datetime' | 'money' | 'enum' | 'join' | 'sum' | 'add' | 'lastSegment' {
  if (typeof t === 'string' || 'path' in t) return 'path';
  if ('sum' in t) return 'sum';
  if ('add' in t) return 'add';
  if ('lastSegment' in t) return 'lastSegment';
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
  if (isPickItem(t)) {
    const conds = [...Object.values(t.where ?? {}), ...Object.values(t.whereNot ?? {})];
    const inItem = [...Object.keys(t.where ?? {}), ...Object.keys(t.whereNot ?? {}), t.pick].map((p) => (t.path === '$' ? p : `${t.path}.${p}`));
    const inRecord = conds.flatMap((c) => (typeof c === 'object' && !Array.isArray(c) ? [c.sameAs] : []));
    return [t.path, ...inItem, ...inRecord];
  }
  if ('path' in t) return [t.path];
  if ('lastSegment' in t) return pathsOf(t.lastSegment);
  if ('add' in t) return t.add.flatMap(pathsOf);
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
