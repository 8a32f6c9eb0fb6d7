import { describe, expect, it } from "vitest";
import { placeServerErrors } from "./server-errors";

describe("placeServerErrors", () => {
  it("puts each detail on its field and opens the earliest step concerned", () => {
    const placed = placeServerErrors(
      [
        { path: "contact_person.name", message: "Name too odd" },
        { path: "vat_number", message: "VAT number unknown" },
      ],
      "website",
    );
    expect(placed.fields).toEqual([
      { field: "contact_person.name", message: "Name too odd" },
      { field: "vat_number", message: "VAT number unknown" },
    ]);
    expect(placed.step).toBe(1);
    expect(placed.general).toEqual([]);
  });

  it("reads the contact person as a whole as its name input", () => {
    const placed = placeServerErrors(
      [{ path: "contact_person", message: "contact_person needs at least a name or an email" }],
      "website",
    );
    expect(placed.fields[0].field).toBe("contact_person.name");
    expect(placed.step).toBe(2);
  });

  it("accepts JSON-pointer paths and keeps what has no input as a general message", () => {
    const placed = placeServerErrors(
      [
        { field: "/country_code", message: "Unknown country" },
        { path: "", message: "Identify the company" },
        { path: "surprise", message: "Unknown field: surprise" },
      ],
      "legal_name",
    );
    expect(placed.fields).toEqual([{ field: "country_code", message: "Unknown country" }]);
    expect(placed.step).toBe(0);
    expect(placed.general).toEqual(["Identify the company", "Unknown field: surprise"]);
  });
});
