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

/**
 * A date-time in any ISO 8601 form the spec's "ISO 8601 date-time strings" allows (minute
 * precision, offsets with or without a colon, fractions of any length), handed on in one
 * canonical form (`toISOString`), so sorting, comparing and displaying downstream never meet
 * the variety.
 */
export const timestampSchema = z.string().transform((value, ctx) => {
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
