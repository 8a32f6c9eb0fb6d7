import { Validator, type OutputUnit, type Schema, type SchemaDraft } from "@cfworker/json-schema";

/**
 * The flow's own JSON Schema, checked in the browser before anything is sent: pattern, format,
 * bounds and every other keyword, not only what the generated form understands. The validator is
 * @cfworker/json-schema, which interprets the schema: Ajv compiles it with `new Function`, which
 * the console's Content-Security-Policy (no 'unsafe-eval') refuses in the browser.
 */
export interface InputIssue {
  /** JSON pointer into the input ("" for the input itself). */
  pointer: string;
  message: string;
}

export type InputValidator = (input: unknown) => InputIssue[];

// Keywords that only report that a sub-schema failed; the sub-schema's own error says why.
const wrappers = new Set([
  "properties",
  "items",
  "prefixItems",
  "allOf",
  "$ref",
  "$dynamicRef",
  "additionalItems",
  "unevaluatedProperties",
  "patternProperties",
  "dependentSchemas",
  "then",
  "else",
  "if",
]);

function draftOf(schema: Record<string, unknown>): SchemaDraft {
  const uri = typeof schema.$schema === "string" ? schema.$schema : "";
  if (uri.includes("draft-04")) return "4";
  if (uri.includes("draft-07") || uri.includes("draft-06")) return "7";
  if (uri.includes("2019-09")) return "2019-09";
  return "2020-12";
}

/** Null when the schema cannot be used here: the service still validates on its side. */
export function inputValidator(schema: unknown): InputValidator | null {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return null;
  let validator: Validator;
  try {
    validator = new Validator(schema as Schema, draftOf(schema as Record<string, unknown>), false);
  } catch {
    return null;
  }
  return (input) => {
    try {
      const result = validator.validate(input);
      if (result.valid) return [];
      return issuesOf(result.errors, schema as Record<string, unknown>);
    } catch {
      return [];
    }
  };
}

function issuesOf(errors: OutputUnit[], schema: Record<string, unknown>): InputIssue[] {
  const issues: InputIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (wrappers.has(error.keyword)) continue;
    let pointer = error.instanceLocation.replace(/^#/, "");
    if (error.keyword === "required") {
      const missing = /"([^"]+)"/.exec(error.error)?.[1];
      if (missing === undefined) continue;
      pointer = `${pointer}/${missing.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    }
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    const at = resolve(schema, error.keywordLocation);
    issues.push({ pointer, message: describe(error, at.value, at.parent) });
  }
  return issues;
}

function resolve(schema: unknown, location: string) {
  const tokens = location.replace(/^#\/?/, "").split("/").filter(Boolean);
  let parent: unknown = undefined;
  let value: unknown = schema;
  for (const token of tokens) {
    parent = value;
    const key = decodeURIComponent(token).replace(/~1/g, "/").replace(/~0/g, "~");
    value =
      typeof value === "object" && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return { value, parent: (parent ?? {}) as Record<string, unknown> };
}

const formats: Record<string, string> = {
  email: "Enter an e-mail address",
  uri: "Enter a full address such as https://example.com",
  url: "Enter a full address such as https://example.com",
  date: "Enter a date written YYYY-MM-DD",
  "date-time": "Enter a date and time such as 2026-03-01T12:00:00Z",
  uuid: "Enter a UUID",
};

function describe(error: OutputUnit, value: unknown, parent: Record<string, unknown>): string {
  const example = Array.isArray(parent.examples) ? parent.examples[0] : undefined;
  switch (error.keyword) {
    case "required":
      return "Required";
    case "pattern":
      return `Not in the expected format${example !== undefined ? ` (e.g. ${String(example)})` : ""}`;
    case "format":
      return formats[String(value)] ?? `Enter a valid ${String(value)}`;
    case "minLength":
      return Number(value) === 1 ? "Required" : `At least ${String(value)} characters`;
    case "maxLength":
      return `At most ${String(value)} characters`;
    case "minimum":
      return `At least ${String(value)}`;
    case "maximum":
      return `At most ${String(value)}`;
    case "exclusiveMinimum":
      return `More than ${String(value)}`;
    case "exclusiveMaximum":
      return `Less than ${String(value)}`;
    case "minItems":
      return `At least ${String(value)} entries`;
    case "maxItems":
      return `At most ${String(value)} entries`;
    case "enum":
      return `Choose one of: ${Array.isArray(value) ? value.map(String).join(", ") : ""}`;
    case "const":
      return `Must be ${JSON.stringify(value)}`;
    case "type":
      return `Must be ${Array.isArray(value) ? value.join(" or ") : String(value)}`;
    case "additionalProperties":
    case "false":
      return "Not a field of this flow's input";
    default:
      return error.error;
  }
}
