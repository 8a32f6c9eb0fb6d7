/**
 * How many spec-API requests the sandbox answered, per `METHOD /path` (GET /_sandbox/requests):
 * tests count how often the console polls a run, e.g. that several console instances together
 * poll it at the single-instance rate. Per process; reset with DELETE /_sandbox/requests.
 */
const counts = new Map<string, number>();

export function countRequest(method: string, path: string): void {
  const key = `${method} ${path}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

export function requestCounts(prefix = ""): Record<string, number> {
  return Object.fromEntries(
    [...counts].filter(([key]) => key.split(" ")[1]?.startsWith(prefix)).sort(),
  );
}

export function resetRequestCounts(): void {
  counts.clear();
}
