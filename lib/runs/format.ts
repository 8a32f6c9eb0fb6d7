/** Display helpers shared by the runs list, the run page and the print view. */

export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return "—";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  if (minutes < 60) return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${minutes % 60} min`;
}

/** Milliseconds between two ISO times, or null when either is missing or unreadable. */
export function between(from: string | null | undefined, to: string | null | undefined) {
  if (!from || !to) return null;
  const ms = Date.parse(to) - Date.parse(from);
  return Number.isFinite(ms) ? ms : null;
}

/** A file name that is safe on every OS for a run's Markdown report. */
export function reportFileName(runId: string): string {
  return `flow-run-${runId.replace(/[^A-Za-z0-9._-]/g, "_")}.md`;
}

/** A dynamic route segment as text; a malformed escape is kept as it came rather than thrown. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
