import { z } from "zod";

/**
 * Building blocks shared by the resource schemas. They are deliberately tolerant: the spec gives
 * ISO 8601 timestamps without saying whether offsets or fractions appear, and several value sets
 * only as "seen", so the console must keep working when the upstream sends something new.
 */

// ISO 8601 in its extended and basic forms: seconds and fractions optional, `Z`, `+02:00`,
// `+0200` or `+02` as zone, or none at all (read as UTC, the only reading that is not a guess
// about the server's locale).
const ISO_DATE_TIME =
  /^(\d{4})-?(\d{2})-?(\d{2})[Tt ](\d{2}):?(\d{2})(?::?(\d{2})(?:[.,](\d{1,9}))?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?$/;

/** The instant an ISO 8601 date-time names, or undefined when the text is not one. */
export function parseIsoDateTime(value: string): Date | undefined {
  const match = ISO_DATE_TIME.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = "0", fraction = "0", zone = "Z"] = match;
  const millis = Math.round(Number(`0.${fraction}`) * 1000);
  const utc = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second, millis);
  const check = new Date(Date.UTC(+year, +month - 1, +day));
  if (check.getUTCMonth() !== +month - 1 || +hour > 23 || +minute > 59 || +second > 60) {
    return undefined;
  }
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== "Z") {
    const digits = zone.slice(1).replace(":", "");
    offsetMinutes =
      (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || "0")) *
      (zone.startsWith("-") ? -1 : 1);
  }
  return new Date(utc - offsetMinutes * 60_000);
}

/** The number in `length` ASCII digits of `value` from `start`, or -1 if one is not a digit. */
function digitsAt(value: string, start: number, length: number): number {
  let result = 0;
  for (let i = start; i < start + length; i += 1) {
    const digit = value.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    result = result * 10 + digit;
  }
  return result;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * `value` already in the canonical form `YYYY-MM-DDTHH:MM:SS.sssZ` (or without the fraction, as
 * `YYYY-MM-DDTHH:MM:SSZ`), checked character by character, and returned as `toISOString` writes
 * it; undefined for anything else, which then takes the general path. Nearly every timestamp the
 * service sends has this form, and a list answer holds dozens: this spares each a regex and
 * two Dates (about 5% of a proxied GET's CPU).
 */
export function canonicalIsoDateTime(value: string): string | undefined {
  const length = value.length;
  if (length !== 24 && length !== 20) return undefined;
  if (
    value.charCodeAt(4) !== 45 || // -
    value.charCodeAt(7) !== 45 ||
    value.charCodeAt(10) !== 84 || // T
    value.charCodeAt(13) !== 58 || // :
    value.charCodeAt(16) !== 58 ||
    value.charCodeAt(length - 1) !== 90 || // Z
    (length === 24 && (value.charCodeAt(19) !== 46 || digitsAt(value, 20, 3) < 0)) // .sss
  ) {
    return undefined;
  }
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  const hour = digitsAt(value, 11, 2);
  const minute = digitsAt(value, 14, 2);
  const second = digitsAt(value, 17, 2);
  if (year < 1000 || month < 1 || month > 12 || day < 1) return undefined;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  if (day > days || hour < 0 || hour > 23 || minute < 0 || minute > 59) return undefined;
  if (second < 0 || second > 59) return undefined;
  return length === 24 ? value : `${value.slice(0, 19)}.000Z`;
}

/**
 * A date-time in any ISO 8601 form the spec's "ISO 8601 date-time strings" allows (minute
 * precision, offsets with or without a colon, fractions of any length), handed on in one
 * canonical form (`toISOString`), so sorting, comparing and displaying downstream never meet
 * the variety.
 */
export const timestampSchema = z.string().transform((value, ctx) => {
  const canonical = canonicalIsoDateTime(value);
  if (canonical !== undefined) return canonical;
  const date = parseIsoDateTime(value);
  if (!date) {
    ctx.issues.push({ code: "custom", message: "Expected an ISO 8601 date-time", input: value });
    return z.NEVER;
  }
  return date.toISOString();
});

/** Opaque Base64 cursor; `null` on the last page. */
export const nextTokenSchema = z.string().nullable();

export const jsonObjectSchema = z.record(z.string(), z.unknown());

/**
 * `{ label, value }` pairs describing a screened profile or a hit. The spec does not type the
 * value, so any JSON passes (a list of aliases, an address object) and the UI formats it.
 */
export const labelValueSchema = z.looseObject({
  label: z.string(),
  value: z.unknown(),
});

export const cursorPageSchema = <T extends z.ZodType>(item: T) =>
  z.looseObject({ items: z.array(item), next_token: nextTokenSchema.optional() });

/** For values the spec lists only as "seen": any string passes, known ones get nicer display. */
export function isKnownValue<T extends string>(known: readonly T[], value: string): value is T {
  return (known as readonly string[]).includes(value);
}

/**
 * Query-parameter building blocks. They accept both typed values and the raw strings of a
 * URLSearchParams, so a route handler can parse the browser's query with the same schema the
 * client is typed by, and unknown parameters are dropped rather than forwarded.
 */
export const queryBoolean = z.union([
  z.boolean(),
  z.enum(["true", "false"]).transform((value) => value === "true"),
]);

export const queryPageSize = z.coerce
  .number()
  .int()
  .min(1, "page_size must be between 1 and 100")
  .max(100, "page_size must be between 1 and 100");

/**
 * A response value from a listed set. An unlisted value passes as it is, so the UI can show it
 * raw instead of failing the whole answer (docs/architecture.md: "an unknown enum value is shown raw").
 */
export function openEnum<const T extends string>(_values: readonly T[]) {
  return z.custom<T | (string & {})>((value) => typeof value === "string", {
    message: "Expected a string",
  });
}

const LIST_ENVELOPE_KEYS = ["items", "data", "results"] as const;

/**
 * A list whose envelope the spec does not show: `{ items: [...] }` (ours), a bare array,
 * `{ data: [...] }`, `{ results: [...] }` or `{ <resource>: [...] }`, all read as `{ items }`.
 * Other top-level fields (a cursor, a count) are kept.
 */
export function anyListEnvelope<T extends z.ZodType>(item: T, resourceKey: string) {
  return z.preprocess(
    (value) => {
      if (Array.isArray(value)) return { items: value };
      if (typeof value !== "object" || value === null) return value;
      const record = value as Record<string, unknown>;
      const key = [...LIST_ENVELOPE_KEYS, resourceKey].find((name) => Array.isArray(record[name]));
      if (!key || key === "items") return value;
      const { [key]: items, ...rest } = record;
      return { ...rest, items };
    },
    z.looseObject({ items: z.array(item) }),
  );
}
