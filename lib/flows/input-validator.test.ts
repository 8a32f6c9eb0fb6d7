import { describe, expect, it } from "vitest";
import { inputValidator } from "./input-validator";

const schema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  required: ["company_name", "country_code"],
  additionalProperties: false,
  properties: {
    company_name: { type: "string", minLength: 1, maxLength: 10 },
    country_code: { type: "string", pattern: "^[A-Z]{2}$", examples: ["GB"] },
    contact: { type: "string", format: "email" },
    lookback_months: { type: "integer", minimum: 1, maximum: 24 },
  },
};

describe("browser-side input validation against the flow's schema", () => {
  it("reports pattern, format, bounds and missing fields by pointer, in words", () => {
    const validate = inputValidator(schema);
    expect(validate).not.toBeNull();
    const issues = validate!({
      country_code: "gb",
      contact: "not-an-address",
      lookback_months: 99,
      surprise: true,
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        { pointer: "/company_name", message: "Required" },
        { pointer: "/country_code", message: "Not in the expected format (e.g. GB)" },
        { pointer: "/contact", message: "Enter an e-mail address" },
        { pointer: "/lookback_months", message: "At most 24" },
      ]),
    );
  });

  it("accepts a valid input, and gives up (null) on something that is not a schema", () => {
    const validate = inputValidator(schema)!;
    expect(validate({ company_name: "Acme", country_code: "GB", lookback_months: 3 })).toEqual([]);
    expect(inputValidator("nope")).toBeNull();
  });
});
