/** A bounded closed-loop load generator: `concurrency` workers send `total` requests in all. */
export interface LoadResult {
  requests: number;
  failures: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function summarise(latencies: number[], failures: number, seconds: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    requests: latencies.length,
    failures,
    seconds: round(seconds),
    rps: round(latencies.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}

export async function runLoad(
  send: () => Promise<boolean>,
  { total, concurrency }: { total: number; concurrency: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let issued = 0;
  const started = performance.now();
  async function worker(): Promise<void> {
    while (issued < total) {
      issued += 1;
      const begin = performance.now();
      const ok = await send().catch(() => false);
      latencies.push(performance.now() - begin);
      if (!ok) failures += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summarise(latencies, failures, (performance.now() - started) / 1000);
}
