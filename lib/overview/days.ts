/**
 * Day buckets for the overview's charts. Days are UTC calendar days, oldest first, ending today,
 * so a figure reads the same whoever looks at it and matches the links' time bounds.
 */
const dayMs = 24 * 60 * 60 * 1000;

export function utcDay(at: Date | string): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The first instant of the window: midnight UTC, `days - 1` days before today. */
export function windowStart(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * dayMs);
}

export function dayList(now: Date, days: number): string[] {
  const start = windowStart(now, days).getTime();
  return Array.from({ length: days }, (_, index) => utcDay(new Date(start + index * dayMs)));
}

/**
 * Counts items per day and per series (e.g. run status). Items outside the window are ignored;
 * every day of the window is present, with zeros, so a chart has no gaps.
 */
export function bucketByDay<K extends string>(
  items: Iterable<{ at: string; series: K }>,
  days: readonly string[],
  series: readonly K[],
): { day: string; counts: Record<K, number> }[] {
  const zero = () => Object.fromEntries(series.map((name) => [name, 0])) as Record<K, number>;
  const buckets = new Map(days.map((day) => [day, zero()]));
  for (const item of items) {
    const bucket = buckets.get(utcDay(item.at));
    if (bucket && item.series in bucket) bucket[item.series] += 1;
  }
  return days.map((day) => ({ day, counts: buckets.get(day) ?? zero() }));
}
