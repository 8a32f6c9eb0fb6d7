/**
 * Conversions between application values and the portable column types of `schema.ts`.
 * Every timestamp goes through `toIso` so that text comparison and ordering in SQL match time order.
 */

export function toIso(value: Date | number | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid timestamp: ${String(value)}`);
  return date.toISOString();
}

/** Upstream timestamps vary in precision and offset; unparsable ones are dropped, not stored raw. */
export function normalizeTimestamp(value: unknown): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function toJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export function fromJson(text: string | null): unknown {
  return text === null ? null : (JSON.parse(text) as unknown);
}

export function fromJsonObject(text: string | null): Record<string, unknown> | null {
  const value = fromJson(text);
  return isRecord(value) ? value : null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function toFlag(value: boolean): number {
  return value ? 1 : 0;
}

export function fromFlag(value: number | string | bigint): boolean {
  return Number(value) !== 0;
}

export function stringOrNull(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** Drivers return COUNT(*) as a number (SQLite) or a string (PostgreSQL bigint). */
export function toCount(value: number | string | bigint | undefined): number {
  return value === undefined ? 0 : Number(value);
}
