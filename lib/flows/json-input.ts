/** The JSON editor's check: a JSON object, or a sentence saying where it goes wrong. */
export type JsonInputResult =
  { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

export function parseJsonInput(text: string): JsonInputResult {
  if (text.trim() === "")
    return { ok: false, message: "Write the input as a JSON object, e.g. {}" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `Not valid JSON: ${describe(error, text)}` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return {
      ok: false,
      message: "The input must be a JSON object ({ … }), not a list or a value.",
    };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

// Engines word JSON errors differently; a line and column are what a person can act on.
function describe(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  if (!position) return message;
  const offset = Number(position[1]);
  const before = text.slice(0, offset).split("\n");
  const line = before.length;
  const column = before[before.length - 1].length + 1;
  return `${message.replace(/ in JSON at position \d+.*$/, "").replace(/\s*\(line \d+ column \d+\)/, "")} (line ${line}, column ${column})`;
}

export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
