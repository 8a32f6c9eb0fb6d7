import { describe, expect, it } from "vitest";
import { formatFieldValue } from "./field-value";

describe("formatFieldValue", () => {
  it("shows strings, numbers and booleans as they are", () => {
    expect(formatFieldValue("John Doe")).toBe("John Doe");
    expect(formatFieldValue(1971)).toBe("1971");
    expect(formatFieldValue(false)).toBe("false");
  });

  it("joins a list and names the parts of an object", () => {
    expect(formatFieldValue(["Jon Doe", "J. Doe"])).toBe("Jon Doe, J. Doe");
    expect(formatFieldValue({ city: "Berlin", country: "DE", zip: null })).toBe(
      "city: Berlin; country: DE",
    );
    expect(formatFieldValue([{ year: 1971, month: 3, note: "x" }])).toBe(
      "year: 1971; month: 3; note: x",
    );
    expect(formatFieldValue({ year: 1962, month: 3, day: 14 })).toBe("1962-03-14");
  });

  it("gives null for nothing at all, so the list shows its dash", () => {
    expect(formatFieldValue(null)).toBeNull();
    expect(formatFieldValue(undefined)).toBeNull();
    expect(formatFieldValue([])).toBeNull();
  });
});
