import { z } from "zod";

/**
 * Building blocks shared by the resource schemas. They are deliberately tolerant: the spec gives
 * ISO 8601 timestamps without saying whether offsets or fractions appear, and several value sets
 * only as "seen", so the console must keep working when the upstream sends something new.
 */

/** ISO 8601 date-time with `Z`, an offset or (tolerated) no zone at all. */
export const timestampSchema = z.iso.datetime({ offset: true, local: true });

/** Opaque Base64 cursor; `null` on the last page. */
export const nextTokenSchema = z.string().nullable();

export const jsonObjectSchema = z.record(z.string(), z.unknown());

/** `{ label, value }` pairs describing a screened profile or a hit. */
export const labelValueSchema = z.looseObject({
  label: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullish(),
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
 * raw instead of failing the whole answer (DESIGN.md: "an unknown enum value is shown raw").
 */
export function openEnum<const T extends string>(_values: readonly T[]) {
  return z.custom<T | (string & {})>((value) => typeof value === "string", {
    message: "Expected a string",
  });
}
