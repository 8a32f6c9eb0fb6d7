import { describe, expect, it } from "vitest";
import { canonicalIsoDateTime, parseIsoDateTime, timestampSchema } from "./common";

/** What the general path makes of a value: the canonical text, or undefined when refused. */
const general = (value: string) => parseIsoDateTime(value)?.toISOString();

describe("the canonical fast path for timestamps", () => {
  it("gives what the general path gives for canonical values across the calendar", () => {
    // Every day of a leap and a common year, at varied times, with and without the fraction.
    const start = Date.UTC(2023, 0, 1);
    for (let day = 0; day < 731; day += 1) {
      const instant = new Date(start + day * 86_400_000 + ((day * 7_919_123) % 86_400_000));
      const full = instant.toISOString();
      const whole = `${full.slice(0, 19)}Z`;
      expect(canonicalIsoDateTime(full)).toBe(full);
      expect(canonicalIsoDateTime(whole)).toBe(general(whole));
      expect(timestampSchema.parse(whole)).toBe(`${full.slice(0, 19)}.000Z`);
    }
  });

  it.each([
    "2023-02-29T10:00:00.000Z", // not a leap year
    "1900-02-29T10:00:00Z", // nor is a century not divisible by 400
    "2024-04-31T10:00:00Z",
    "2024-13-01T10:00:00Z",
    "2024-00-10T10:00:00Z",
    "2024-01-00T10:00:00Z",
    "2024-01-10T24:00:00Z",
    "2024-01-10T10:60:00Z",
    "2024-01-10T10:00:6xZ",
    "2024-01-10T10:00:00.12xZ",
    "2024-01-10 10:00:00.000Z",
    "2024-01-10T10:00:00.000+",
    "２０24-01-10T10:00:00Z",
  ])("leaves %s to the general path", (value) => {
    expect(canonicalIsoDateTime(value)).toBeUndefined();
  });

  it("refuses what the general path refuses, and reads the rest alike", () => {
    for (const value of [
      "2023-02-29T10:00:00.000Z",
      "2024-04-31T10:00:00Z",
      "2024-01-10T24:00:00Z",
    ]) {
      expect(timestampSchema.safeParse(value).success).toBe(false);
    }
    expect(timestampSchema.parse("1900-02-28T23:59:59.999Z")).toBe("1900-02-28T23:59:59.999Z");
    expect(timestampSchema.parse("2000-02-29T00:00:00Z")).toBe("2000-02-29T00:00:00.000Z");
    expect(timestampSchema.parse("2026-03-01T12:00:00+02:00")).toBe("2026-03-01T10:00:00.000Z");
    // A leap second has no place in a Date; the general path reads it as the next minute.
    expect(timestampSchema.parse("2016-12-31T23:59:60Z")).toBe(general("2016-12-31T23:59:60Z"));
  });
});
