// The V8 heap limit the console's server runs with, for `npm start` (scripts/start.mjs) and the
// benchmarks' console (bench/servers.ts), so both measure and run the same thing.
//
// Without a limit V8 sizes the old space from the machine's memory (4 GB here) and lets garbage
// pile up before it collects: under a mixed load next-server grew past 400 MB resident, mostly
// garbage. A limit makes V8 collect earlier and keeps the resident size near the live data.

/** Old-space limit in MB when CONSOLE_MAX_HEAP_MB is not set. */
export const DEFAULT_MAX_HEAP_MB = 256;

/**
 * NODE_OPTIONS for the console's server: the caller's own, plus `--max-old-space-size` from
 * CONSOLE_MAX_HEAP_MB (a whole number of MB; `0` leaves V8's own sizing) unless NODE_OPTIONS
 * already sets one.
 */
export function consoleNodeOptions(env = process.env) {
  const own = (env.NODE_OPTIONS ?? "").trim();
  if (own.includes("--max-old-space-size")) return own;
  const raw = env.CONSOLE_MAX_HEAP_MB ?? String(DEFAULT_MAX_HEAP_MB);
  if (!/^\d+$/.test(raw)) {
    throw new Error(`CONSOLE_MAX_HEAP_MB must be a whole number of MB, not "${raw}"`);
  }
  const mb = Number(raw);
  if (mb === 0) return own;
  if (mb < 128) throw new Error(`CONSOLE_MAX_HEAP_MB must be 128 or more (got ${mb})`);
  return [own, `--max-old-space-size=${mb}`].filter(Boolean).join(" ");
}
