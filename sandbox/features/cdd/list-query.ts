import { familyError } from "../../core/errors";

/**
 * `GET /cdds` bounds (docs/spec-assumptions.md): ISO 8601 dates or date-times on created_at, both
 * inclusive. A date alone means the whole UTC day: `to=2026-10-31` includes the 31st. A date-time
 * without a zone is read as UTC, so the answer does not depend on where the sandbox runs.
 */
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const dayMs = 24 * 60 * 60 * 1000;

function isCalendarDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

export function parseBound(name: "from" | "to", value: string | null): number | undefined {
  if (value === null || value === "") return undefined;
  const invalid = () =>
    familyError(
      "cdd",
      400,
      `${name} must be an ISO 8601 date or date-time, such as 2026-10-01 or 2026-10-01T08:30:00Z`,
    );
  const date = datePattern.exec(value);
  if (date) {
    if (!isCalendarDate(date[1], date[2], date[3])) throw invalid();
    const start = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
    return name === "from" ? start : start + dayMs - 1;
  }
  const dateTime = dateTimePattern.exec(value);
  if (!dateTime || !isCalendarDate(dateTime[1], dateTime[2], dateTime[3])) throw invalid();
  const parsed = Date.parse(dateTime[4] ? value : `${value}Z`);
  if (Number.isNaN(parsed)) throw invalid();
  return parsed;
}

/** `external_id`, when given, overrides from and to (§4.8): they are then not even parsed. */
export function parseListQuery(
  query: URLSearchParams,
): { externalId: string } | { from?: number; to?: number } {
  const externalId = query.get("external_id");
  if (externalId) return { externalId };
  const from = parseBound("from", query.get("from"));
  const to = parseBound("to", query.get("to"));
  if (from !== undefined && to !== undefined && from > to) {
    throw familyError("cdd", 400, "from must not be after to");
  }
  return { from, to };
}
