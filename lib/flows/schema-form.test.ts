import { describe, expect, it } from "vitest";
import { buildFormSchema } from "./form-validation";
import {
  canShowInForm,
  fieldForPointer,
  formToInput,
  formValuesFrom,
  planSchemaForm,
  type FormField,
} from "./schema-form";

const reportSchema = {
  type: "object",
  required: ["company_name", "country_code"],
  properties: {
    company_name: { type: "string", title: "Company name", minLength: 1, maxLength: 500 },
    country_code: { type: "string", title: "Country", pattern: "^[A-Z]{2}$" },
    lookback_months: { type: "integer", title: "Look-back", minimum: 1, maximum: 60, default: 24 },
    keywords: { type: "array", items: { type: "string" }, maxItems: 2 },
    failure_mode: { type: "string", enum: ["permanent", "transient"], default: "permanent" },
    include_officers: { type: "boolean", default: true },
    notify: { type: "boolean" },
    "odd/name": { type: "string" },
  },
  additionalProperties: false,
};

function fields(): FormField[] {
  const plan = planSchemaForm(reportSchema);
  if (plan.kind !== "form") throw new Error(plan.reason);
  return plan.fields;
}

describe("planSchemaForm", () => {
  it("renders flat properties with labels, required markers and defaults", () => {
    const list = fields();
    expect(list.map((f) => [f.key, f.kind, f.required])).toEqual([
      ["company_name", "text", true],
      ["country_code", "text", true],
      ["lookback_months", "integer", false],
      ["keywords", "string-list", false],
      ["failure_mode", "enum", false],
      ["include_officers", "boolean", false],
      ["notify", "boolean", false],
      ["odd/name", "text", false],
    ]);
    expect(list[0].label).toBe("Company name");
    expect(list[0].multiline).toBe(false);
    expect(list[7].label).toBe("odd/name");
  });

  it("gives long free text a text area, but not patterned values", () => {
    const plan = planSchemaForm({
      properties: {
        notes: { type: "string", maxLength: 4000 },
        website: { type: "string", maxLength: 2048, pattern: "^https?://" },
      },
    });
    expect(plan.kind === "form" && plan.fields.map((f) => f.multiline)).toEqual([true, false]);
  });

  it("falls back to JSON for shapes it cannot render, saying which", () => {
    const nested = { type: "object", properties: { address: { type: "object" } } };
    expect(planSchemaForm(nested)).toEqual({
      kind: "json",
      reason: '"address" is a nested object, which the form cannot show',
    });
    expect(planSchemaForm(null).kind).toBe("json");
    expect(planSchemaForm({ oneOf: [], properties: {} }).kind).toBe("json");
    expect(
      planSchemaForm({ properties: { ids: { type: "array", items: { type: "integer" } } } }).kind,
    ).toBe("json");
  });
});

describe("form values and input", () => {
  it("starts from the schema's defaults and leaves empty optional fields out", () => {
    const list = fields();
    const values = formValuesFrom(list);
    expect(formToInput(list, { ...values, f0: "Acme", f1: "GB" })).toEqual({
      company_name: "Acme",
      country_code: "GB",
      lookback_months: 24,
      failure_mode: "permanent",
      include_officers: true,
    });
  });

  it("round-trips an input, including lists and three-state booleans", () => {
    const list = fields();
    const input = {
      company_name: "<b>Acme</b>",
      country_code: "gb",
      keywords: ["fraud", "sanctions"],
      notify: false,
      "odd/name": "x",
    };
    const back = formToInput(list, formValuesFrom(list, input));
    expect(back).toEqual({ ...input, include_officers: true });
    expect(canShowInForm(list, input)).toBe(true);
    expect(canShowInForm(list, { ...input, extra: 1 })).toBe(false);
    expect(canShowInForm(list, { lookback_months: 2.5 })).toBe(false);
  });
});

describe("fieldForPointer", () => {
  it("maps the service's JSON pointers onto fields", () => {
    const list = fields();
    expect(fieldForPointer(list, "/country_code")?.key).toBe("country_code");
    expect(fieldForPointer(list, "/keywords/1")?.key).toBe("keywords");
    expect(fieldForPointer(list, "/odd~1name")?.key).toBe("odd/name");
    expect(fieldForPointer(list, "/input/company_name")?.key).toBe("company_name");
    expect(fieldForPointer(list, "/input")).toBeUndefined();
    expect(fieldForPointer(list, "company_name")?.key).toBe("company_name");
  });
});

describe("buildFormSchema", () => {
  it("checks required fields, numbers and list sizes with readable messages", () => {
    const list = fields();
    const schema = buildFormSchema(list);
    const result = schema.safeParse({
      ...formValuesFrom(list),
      f0: "",
      f1: "GB",
      f2: "2.5",
      f3: "a\nb\nc",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      f0: "Required",
      f2: "Enter a whole number",
      f3: "At most 2 entries",
    });
  });
});
