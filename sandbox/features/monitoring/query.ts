import { z } from "zod";
import { familyError } from "../../core/errors";
import { decodeToken, queryFingerprint } from "../../core/pagination";

const isoDate = z.union([z.iso.date(), z.iso.datetime({ offset: true, local: true })]);

/**
 * Milliseconds of an ISO 8601 date or date-time, or undefined when it is not one. A date alone is
 * midnight UTC and a date-time without an offset is read as UTC, so that an answer never depends on
 * the time zone of the machine the sandbox runs on.
 */
export function parseIsoDate(value: string): number | undefined {
  if (!isoDate.safeParse(value).success) return undefined;
  const zoned = !value.includes("T") || /(?:z|[+-]\d{2}:\d{2})$/i.test(value) ? value : `${value}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? undefined : ms;
}

/** A query boolean: `true` or `false` only (docs/spec-assumptions.md), absent as undefined. */
export function parseBooleanParam(query: URLSearchParams, name: string): boolean | undefined {
  const value = query.get(name);
  if (value === null) return undefined;
  if (value === "true" || value === "false") return value === "true";
  throw familyError("error", 400, `${name} must be true or false`);
}

/**
 * Reads the pin of a token. The token is core/pagination's Base64 of `{ q, o }` with `q` a
 * fingerprint of [key, value] pairs; decodeToken still checks the whole token afterwards.
 */
function readPin(token: string): { asOf: number; seen: number } | undefined {
  try {
    const { q } = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as { q?: unknown };
    const pairs = typeof q === "string" ? (JSON.parse(q) as unknown) : undefined;
    if (!Array.isArray(pairs)) return undefined;
    const value = (key: string): unknown => {
      const pair: unknown = pairs.find((entry) => Array.isArray(entry) && entry[0] === key);
      return Array.isArray(pair) ? (pair[1] as unknown) : undefined;
    };
    const asOf = value("as_of");
    const seen = value("seen");
    return typeof asOf === "number" && typeof seen === "number" ? { asOf, seen } : undefined;
  } catch {
    return undefined;
  }
}

export interface PinnedPage {
  /** Sandbox time of the first page: the default end of a time window. */
  asOf: number;
  /** How many records existed at the first page: records are appended, so later ones are left out. */
  seen: number;
  offset: number;
  fingerprint: string;
}

/**
 * The page a request asks for on a list that grows while a client pages (new executions and alerts
 * land on top of a newest-first list). The first page pins its time and record count in its token,
 * so later pages neither repeat nor skip items, even with the clock paused. A token of another
 * query is 400 (docs/spec-assumptions.md).
 */
export function resolvePinnedPage(
  token: string | null,
  query: Record<string, unknown>,
  now: number,
  recorded: number,
): PinnedPage {
  if (token === null) {
    const pin = { asOf: Math.floor(now), seen: recorded };
    const fingerprint = queryFingerprint({ ...query, as_of: pin.asOf, seen: pin.seen });
    return { ...pin, offset: 0, fingerprint };
  }
  const pin = readPin(token);
  if (pin) {
    const fingerprint = queryFingerprint({ ...query, as_of: pin.asOf, seen: pin.seen });
    const offset = decodeToken(token, fingerprint);
    if (offset !== undefined) return { ...pin, offset, fingerprint };
  }
  throw familyError("error", 400, "next_token is invalid or belongs to another query");
}

/** Newest `execution_time` first; the id breaks ties so that pages never overlap. */
export function newestFirst<T extends { execution_time: string; id: string }>(a: T, b: T): number {
  if (a.execution_time !== b.execution_time) return a.execution_time < b.execution_time ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
