import { describe, expect, it } from "vitest";
import { cddCreateBodySchema } from "@/lib/api/schemas/cdd-create";
import { cddWizardSchema, emptyWizardValues, type CddWizardValues } from "./wizard-schema";
import { stepFields, stepOfField } from "./wizard-steps";

function values(change: Partial<CddWizardValues>): CddWizardValues {
  return { ...emptyWizardValues(), ...change };
}

function issuesByPath(input: CddWizardValues): Record<string, string> {
  const result = cddWizardSchema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string> = {};
  for (const issue of result.error.issues) byPath[issue.path.join(".")] ??= issue.message;
  return byPath;
}

describe("cddWizardSchema: each shape's own requirements", () => {
  it("asks for the website under the website shape", () => {
    expect(issuesByPath(values({ shape: "website" }))).toMatchObject({
      website: "Enter the business's website",
    });
  });

  it("asks for legal name and country under the legal-name shape", () => {
    expect(issuesByPath(values({ shape: "legal_name" }))).toMatchObject({
      legal_name: "Enter the legal name",
      country_code: "Choose the country of the company",
    });
  });

  it("asks for a register number and a GB, FR or IT country under the register shape", () => {
    expect(issuesByPath(values({ shape: "register_number", country_code: "DE" }))).toMatchObject({
      register_number: "Enter the register number",
      country_code: "Register numbers are supported only for companies in GB, FR and IT",
    });
  });

  it("keeps the shared schema's messages for everything else", () => {
    const problems = issuesByPath(
      values({
        website: "acme.example",
        email: "nope",
        contact_person: { ...emptyWizardValues().contact_person, phone_number: "+44 1" },
        pull_registry_documents: true,
        country_code: "FR",
      }),
    );
    expect(problems).toMatchObject({
      email: "E-mail must be a valid e-mail address",
      "contact_person.name": "Give the contact person's name or e-mail",
      pull_registry_documents: "Registry documents can be pulled only for companies in DE and IT",
    });
  });
});

describe("cddWizardSchema: the body it produces", () => {
  it("is exactly what the shared schema parses, blank fields dropped", () => {
    const input = values({
      shape: "legal_name",
      legal_name: " Acme GmbH ",
      country_code: "DE",
      pull_registry_documents: true,
      external_id: "CRM-1",
    });
    const body = cddWizardSchema.parse(input);
    expect(body).toEqual({
      legal_name: "Acme GmbH",
      country_code: "DE",
      external_id: "CRM-1",
      pull_registry_documents: true,
    });
    expect(cddCreateBodySchema.parse(body)).toEqual(body);
  });

  it("does not send a register number typed under another shape", () => {
    const body = cddWizardSchema.parse(
      values({ shape: "website", website: "acme.example", register_number: "123" }),
    );
    expect(body).toEqual({ website: "acme.example" });
  });

  it("leaves an unticked registry pull out of the body", () => {
    const body = cddWizardSchema.parse(values({ website: "acme.example" }));
    expect(body).not.toHaveProperty("pull_registry_documents");
  });
});

describe("wizard steps", () => {
  it("gives every field of the form exactly one step, whatever the shape", () => {
    for (const shape of ["website", "legal_name", "register_number"] as const) {
      const all = [0, 1, 2, 3].flatMap((step) => stepFields(step, shape));
      expect(new Set(all).size).toBe(all.length);
      for (const field of ["website", "legal_name", "country_code", "email", "external_id"]) {
        expect(all).toContain(field);
      }
    }
  });

  it("puts the country on step 1 only when the shape needs it", () => {
    expect(stepOfField("country_code", "website")).toBe(1);
    expect(stepOfField("country_code", "legal_name")).toBe(0);
    expect(stepOfField("contact_person.ip", "website")).toBe(2);
    expect(stepOfField("risk_check_set_id", "website")).toBe(3);
    expect(stepOfField("register_number", "website")).toBeUndefined();
  });
});
