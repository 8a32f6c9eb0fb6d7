import { describe, expect, it } from "vitest";
import { cddCreateBodySchema } from "./cdd";

function issues(body: unknown) {
  const result = cddCreateBodySchema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
}

const paths = (body: unknown) => issues(body).map((issue) => issue.path);

describe("cddCreateBodySchema: the three shapes", () => {
  it("accepts a case identified by website", () => {
    expect(cddCreateBodySchema.parse({ website: "acme.example" })).toEqual({
      website: "acme.example",
    });
    expect(paths({ website: "https://www.acme.example/about" })).toEqual([]);
  });

  it("accepts a case identified by legal name and country", () => {
    expect(paths({ legal_name: "ACME GmbH", country_code: "DE" })).toEqual([]);
  });

  it("accepts a case identified by register number and a GB, FR or IT country", () => {
    for (const country_code of ["GB", "FR", "IT"]) {
      expect(paths({ register_number: "01234567", country_code })).toEqual([]);
    }
  });

  it("accepts every field of the table", () => {
    const body = {
      website: "https://acme.example",
      email: "kyc@acme.example",
      legal_name: "ACME S.p.A.",
      address: "Via Roma 1, Milano",
      external_id: "crm-42",
      vat_number: "IT01234567890",
      register_number: "MI-123456",
      country_code: "IT",
      description: "Wholesale of widgets",
      contact_person: {
        name: "Maria Rossi",
        email: "maria@acme.example",
        country_code: "IT",
        address: "Via Roma 1",
        phone_number: "+39 02 1234567",
        ip: "2001:db8::1",
      },
      risk_check_set_id: "default",
      pull_registry_documents: true,
      trading_name: "ACME",
      trading_address: "Via Milano 2",
    };
    expect(cddCreateBodySchema.parse(body)).toEqual(body);
  });

  it("treats blank inputs as absent and drops an all-blank contact block", () => {
    const parsed = cddCreateBodySchema.parse({
      website: "acme.example",
      email: "",
      legal_name: "   ",
      contact_person: { name: "", email: "", phone_number: "" },
    });
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({ website: "acme.example" });
  });
});

describe("cddCreateBodySchema: rules, each on its field", () => {
  it("needs some way to identify the company", () => {
    expect(paths({})).toEqual(["website"]);
    expect(paths({ email: "a@b.example", country_code: "GB" })).toEqual(["website"]);
  });

  it("needs a country with a legal name alone", () => {
    expect(issues({ legal_name: "ACME" })).toEqual([
      {
        path: "country_code",
        message: "Choose the country to identify the company by its legal name",
      },
    ]);
    expect(paths({ legal_name: "ACME", website: "acme.example" })).toEqual([]);
  });

  it("allows a register number only with GB, FR or IT", () => {
    expect(paths({ register_number: "HRB 1234", country_code: "DE" })).toEqual(["register_number"]);
    expect(paths({ register_number: "01234567" })).toEqual(["country_code"]);
    expect(paths({ register_number: "01234567", website: "acme.example" })).toEqual([
      "country_code",
    ]);
  });

  it("allows pulling registry documents only for DE and IT", () => {
    expect(
      paths({ legal_name: "ACME", country_code: "FR", pull_registry_documents: true }),
    ).toEqual(["pull_registry_documents"]);
    expect(paths({ website: "acme.example", pull_registry_documents: true })).toEqual([
      "pull_registry_documents",
    ]);
    expect(
      paths({ legal_name: "ACME", country_code: "DE", pull_registry_documents: true }),
    ).toEqual([]);
    expect(
      paths({ legal_name: "ACME", country_code: "FR", pull_registry_documents: false }),
    ).toEqual([]);
  });

  it("wants an upper-case ISO 3166-1 alpha-2 country code", () => {
    expect(paths({ legal_name: "ACME", country_code: "gb" })).toEqual(["country_code"]);
    expect(paths({ legal_name: "ACME", country_code: "UK" })).toEqual(["country_code"]);
    expect(paths({ legal_name: "ACME", country_code: "GBR" })).toEqual(["country_code"]);
    // The register rule waits for a valid code instead of piling a second message on.
    expect(paths({ register_number: "1", country_code: "gb" })).toEqual(["country_code"]);
  });

  it("needs the contact person's name or e-mail when a contact is given", () => {
    expect(issues({ website: "acme.example", contact_person: { phone_number: "+44 20" } })).toEqual(
      [{ path: "contact_person.name", message: "Give the contact person's name or e-mail" }],
    );
    expect(paths({ website: "acme.example", contact_person: { email: "a@acme.example" } })).toEqual(
      [],
    );
  });

  it("checks the format of e-mails, website, contact country and IP", () => {
    expect(
      paths({
        website: "not a website",
        email: "nope",
        contact_person: { name: "A", email: "also-nope", country_code: "xx", ip: "999.1.1.1" },
      }).sort(),
    ).toEqual([
      "contact_person.country_code",
      "contact_person.email",
      "contact_person.ip",
      "email",
      "website",
    ]);
  });

  it("reports every problem at once, field formats and rules together", () => {
    expect(paths({ email: "nope", register_number: "1", country_code: "DE" }).sort()).toEqual([
      "email",
      "register_number",
    ]);
  });
});
