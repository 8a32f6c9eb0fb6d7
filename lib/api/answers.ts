/**
 * Reading answers whose form the spec leaves open, and reporting the ones the console cannot use
 * (docs/spec-assumptions.md, "Tolerant reading").
 */

/** An answer the console could not use: what an operator needs to see drift, never a header. */
export interface UnusableAnswer {
  endpoint: string;
  status: number;
  problem: string;
  body: string;
}

export const LOGGED_BODY_LIMIT = 1000;
// Statuses the spec or our assumptions name for a refusal; anything else is worth a log line.
export const KNOWN_ERROR_STATUSES = new Set([400, 401, 403, 404, 409, 413, 415, 422, 429]);

export function logUnusableAnswer(entry: UnusableAnswer): void {
  console.warn(
    `[upstream] unusable answer from ${entry.endpoint} (status ${entry.status}): ${entry.problem}; body: ${JSON.stringify(entry.body)}`,
  );
}

export function isJsonObjectText(text: string): boolean {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

export function actionBody(text: string): Record<string, unknown> {
  const trimmed = text.trim();
  try {
    const value = JSON.parse(trimmed) as unknown;
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
    return typeof value === "string" && value.trim() ? { message: value.trim() } : {};
  } catch {
    const plain = trimmed !== "" && !trimmed.startsWith("<") && trimmed.length <= 300;
    return plain ? { message: trimmed } : {};
  }
}
