/**
 * The console's one time policy. Every instant a page shows names its zone: UTC by default (what
 * the service and our evidence use), or the analyst's own zone when they chose it. The choice is
 * kept in the `time-zone` cookie so the server renders the same text the browser would (a
 * locale-dependent or browser-zone default would make server and browser disagree, React #418).
 * Exports and shared reports always use UTC.
 */
export const UTC = "UTC";
export const TIME_ZONE_COOKIE = "time-zone";

/** An IANA zone name (or "UTC") the runtime accepts; anything else reads as UTC. */
export function readTimeZone(value: string | null | undefined): string {
  if (!value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return UTC;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: value });
    return value;
  } catch {
    return UTC;
  }
}

export interface FormatInstantOptions {
  /** IANA zone name; UTC when left out. */
  timeZone?: string;
  /** Seconds as well as minutes (run timelines, where seconds matter). */
  seconds?: boolean;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, seconds: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${seconds}`;
  let found = formatters.get(key);
  if (!found) {
    // A fixed locale, so the server and every browser write the same text.
    found = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "short",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: seconds ? "2-digit" : undefined,
      hourCycle: "h23",
      timeZoneName: "short",
    });
    formatters.set(key, found);
  }
  return found;
}

/** "22 Nov 2026, 22:28 UTC"; the text as it came when it is not a readable instant. */
export function formatInstant(
  iso: string | null | undefined,
  { timeZone = UTC, seconds = false }: FormatInstantOptions = {},
): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(readTimeZone(timeZone), seconds).format(date);
}

/** For exports and shared reports: always UTC, with seconds. */
export function formatUtc(iso: string | null | undefined): string {
  return formatInstant(iso, { timeZone: UTC, seconds: true });
}

/** The label of a zone choice for the settings control, e.g. "UTC" or "local (Europe/Berlin)". */
export function describeTimeZone(timeZone: string): string {
  return timeZone === UTC ? "UTC" : `local (${timeZone})`;
}
