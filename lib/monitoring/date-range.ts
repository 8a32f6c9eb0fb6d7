import { z } from "zod";

/**
 * The executions window (spec 4.4): at most 60 days per request, `from` not after `to`. The form
 * refuses a wrong range itself, with the reason, so no request is sent that the service would
 * only answer with 400.
 */
export const MAX_RANGE_DAYS = 60;
export const DEFAULT_RANGE_DAYS = 30;
const dayMs = 24 * 60 * 60 * 1000;

/** `<input type="datetime-local">` value (local time, minutes) for an instant. */
export function toLocalInput(at: Date | string): string {
  const date = typeof at === "string" ? new Date(at) : at;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local value names, as ISO 8601; undefined when it is not a date. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function defaultRange(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - DEFAULT_RANGE_DAYS * dayMs), to: now };
}

export const executionRangeSchema = z
  .object({
    from: z
      .string()
      .refine((value) => fromLocalInput(value) !== undefined, "Enter a start date and time"),
    to: z
      .string()
      .refine((value) => fromLocalInput(value) !== undefined, "Enter an end date and time"),
  })
  .superRefine((range, ctx) => {
    const from = fromLocalInput(range.from);
    const to = fromLocalInput(range.to);
    if (!from || !to) return;
    const spanMs = Date.parse(to) - Date.parse(from);
    if (spanMs < 0) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "The end must not be before the start.",
      });
    } else if (spanMs > MAX_RANGE_DAYS * dayMs) {
      const days = Math.ceil(spanMs / dayMs);
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `This range covers ${days} days; the compliance service accepts at most ${MAX_RANGE_DAYS} days per request. Move the start or the end closer together.`,
      });
    }
  });
export type ExecutionRangeInput = z.input<typeof executionRangeSchema>;
export type ExecutionRange = z.output<typeof executionRangeSchema>;
