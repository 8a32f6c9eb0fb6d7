import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import { accountIdPattern, countryCodePattern, datePattern, httpUrlPattern } from "./schema-fields";
import type { JsonObject } from "./types";

export interface FieldDetail {
  field: string;
  message: string;
}

// strict: a typo in one of our own schemas fails at start instead of silently accepting anything.
const ajv = new Ajv2020({ allErrors: true, strict: true });
const compiled = new WeakMap<JsonObject, ValidateFunction>();

// Ajv's pattern message quotes the regular expression; an API client's user needs words.
const patternMessages: Record<string, string> = {
  [countryCodePattern]: "must be an ISO 3166-1 alpha-2 country code (two capital letters, e.g. GB)",
  [httpUrlPattern]: "must be an http:// or https:// URL",
  [datePattern]: "must be a date written YYYY-MM-DD",
  [accountIdPattern]: "must be an account id such as ACC-104233",
};

function pointerToken(name: string): string {
  return name.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** A missing or unknown property points at the property itself, not at its parent object. */
function detailOf(error: ErrorObject): FieldDetail {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return {
        field: `${error.instancePath}/${pointerToken(String(params.missingProperty))}`,
        message: "is required",
      };
    case "additionalProperties":
      return {
        field: `${error.instancePath}/${pointerToken(String(params.additionalProperty))}`,
        message: "is not a field of this flow's input",
      };
    case "enum":
      return {
        field: error.instancePath,
        message: `must be one of: ${(params.allowedValues as unknown[]).map(String).join(", ")}`,
      };
    case "pattern":
      return {
        field: error.instancePath,
        message: patternMessages[String(params.pattern)] ?? error.message ?? "is invalid",
      };
    default:
      return { field: error.instancePath, message: error.message ?? "is invalid" };
  }
}

/** Compiles every schema up front, so a broken schema fails the sandbox's start, not a request. */
export function compileSchemas(schemas: readonly JsonObject[]): void {
  for (const schema of schemas) {
    if (!compiled.has(schema)) compiled.set(schema, ajv.compile(schema));
  }
}

/** One detail per failing field (the first problem found for it), in schema order. */
export function validateInput(schema: JsonObject, input: unknown): FieldDetail[] {
  compileSchemas([schema]);
  const validate = compiled.get(schema) as ValidateFunction;
  if (validate(input)) return [];
  const details = new Map<string, FieldDetail>();
  for (const error of validate.errors ?? []) {
    const detail = detailOf(error);
    if (!details.has(detail.field)) details.set(detail.field, detail);
  }
  return [...details.values()];
}
