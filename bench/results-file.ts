import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

const path = "bench/results.json";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A section as this run measured it, over what the file held. A key this run did not write keeps
 * its earlier value (the issue-era baselines, notes). A key it wrote as null (a before-build not
 * measured this time) keeps the earlier figures too, and is listed in `kept_from_earlier_runs`
 * so they are not read as this run's; `measured_at` says when the section was last written.
 */
export function mergeSection(previous: unknown, section: unknown, now: string): unknown {
  if (!isRecord(section)) return section;
  const earlier = isRecord(previous) ? previous : {};
  const merged: Record<string, unknown> = { ...earlier };
  const kept: string[] = [];
  for (const [key, value] of Object.entries(section)) {
    if (value !== null && value !== undefined) merged[key] = value;
    else if (earlier[key] !== null && earlier[key] !== undefined) kept.push(key);
    else merged[key] = null;
  }
  merged.measured_at = now;
  if (kept.length > 0) merged.kept_from_earlier_runs = kept;
  else delete merged.kept_from_earlier_runs;
  return merged;
}

/** Writes this run's sections into bench/results.json, each merged over the file's own. */
export function writeResults(results: Record<string, unknown>): void {
  mkdirSync("bench", { recursive: true });
  let previous: Record<string, unknown> = {};
  try {
    previous = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  } catch {
    // First run.
  }
  const now = new Date().toISOString();
  const document: Record<string, unknown> = { ...previous };
  for (const [name, section] of Object.entries(results)) {
    document[name] = mergeSection(previous[name], section, now);
  }
  document.measured_at = now;
  document.machine = {
    node: process.version,
    cpus: (readFileSync("/proc/cpuinfo", "utf8").match(/^processor/gm) ?? []).length,
  };
  writeFileSync(path, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`\nWritten to ${path}`);
}
