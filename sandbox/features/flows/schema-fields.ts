import type { JsonObject } from "./types";

/**
 * Building blocks of the flows' input schemas (JSON Schema draft 2020-12). Patterns stand in for
 * `format`, which Ajv checks only with ajv-formats, so the sandbox rejects what the schema says.
 */
const draft = "https://json-schema.org/draft/2020-12/schema";

export const countryCodePattern = "^[A-Z]{2}$";
export const httpUrlPattern = "^https?://[^\\s/?#]+\\.[^\\s]+$";
export const datePattern = "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$";
export const accountIdPattern = "^ACC-\\d{6}$";

export const companyName = {
  type: "string",
  title: "Company name",
  description: "Legal or trading name of the business, as the customer gave it.",
  minLength: 1,
  maxLength: 500,
};
export const countryCode = {
  type: "string",
  title: "Country",
  description: "ISO 3166-1 alpha-2 code of the country of incorporation, e.g. GB.",
  pattern: countryCodePattern,
  examples: ["GB", "FR", "DE"],
};
export const website = {
  type: "string",
  title: "Website",
  description: "Public website of the business, with its http(s) scheme.",
  pattern: httpUrlPattern,
  maxLength: 2048,
};
export const registrationNumber = {
  type: "string",
  title: "Registration number",
  description: "Company registry number (Companies House number, SIREN, HRB...). Optional.",
  minLength: 1,
  maxLength: 64,
};

export function objectSchema(
  title: string,
  required: string[],
  properties: Record<string, JsonObject>,
): JsonObject {
  return {
    $schema: draft,
    type: "object",
    title,
    required,
    properties,
    additionalProperties: false,
  };
}
