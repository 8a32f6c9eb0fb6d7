/**
 * The spec shows `{ label, value }` values only as strings, but does not type them: a provider may
 * send a list of aliases, an address object, a number or a boolean. Each is shown as readable
 * text rather than "[object Object]" or nothing; a value the UI cannot make sense of is shown as
 * its JSON, so nothing the upstream sent is hidden.
 */
const MAX_LENGTH = 2000;

export function formatFieldValue(value: unknown): string | null {
  const text = format(value, 0);
  if (text === null || text === "") return null;
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text;
}

function format(value: unknown, depth: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (depth > 3) return JSON.stringify(value) ?? null;
  if (Array.isArray(value)) {
    const parts = value.map((item) => format(item, depth + 1)).filter((part) => part !== null);
    return parts.join(", ");
  }
  if (typeof value === "object") {
    const date = calendarDate(value as Record<string, unknown>);
    if (date) return date;
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, format(item, depth + 1)] as const)
      .filter(([, item]) => item !== null && item !== "");
    return entries.map(([key, item]) => `${key}: ${item}`).join("; ");
  }
  return null;
}

/** `{ year, month, day }` (a date of birth given as parts) reads as the date it is. */
function calendarDate(value: Record<string, unknown>): string | null {
  const { year, month, day } = value;
  if (
    typeof year !== "number" ||
    Object.keys(value).some((key) => !["year", "month", "day"].includes(key))
  ) {
    return null;
  }
  const pad = (part: unknown) => (typeof part === "number" ? String(part).padStart(2, "0") : null);
  return [String(year), pad(month), pad(day)].filter((part) => part !== null).join("-");
}
