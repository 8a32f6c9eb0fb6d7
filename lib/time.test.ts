import { describe, expect, it } from "vitest";
import { formatInstant, formatUtc, readTimeZone } from "./time";

const iso = "2026-11-22T22:28:05.000Z";

describe("formatInstant", () => {
  it("writes UTC by default and says so", () => {
    expect(formatInstant(iso)).toBe("22 Nov 2026, 22:28 UTC");
  });

  it("writes the chosen zone's wall time and names the zone", () => {
    const text = formatInstant(iso, { timeZone: "Europe/Berlin" });
    expect(text).toMatch(/^22 Nov 2026, 23:28 (CET|GMT\+1)$/);
  });

  it("crosses the date line in the chosen zone", () => {
    expect(formatInstant(iso, { timeZone: "Asia/Tokyo" })).toMatch(/^23 Nov 2026, 07:28 /);
  });

  it("adds seconds when asked, and exports are UTC with seconds", () => {
    expect(formatInstant(iso, { seconds: true })).toBe("22 Nov 2026, 22:28:05 UTC");
    expect(formatUtc(iso)).toBe("22 Nov 2026, 22:28:05 UTC");
  });

  it("keeps unreadable text as it came and shows a dash for nothing", () => {
    expect(formatInstant("yesterday")).toBe("yesterday");
    expect(formatInstant(null)).toBe("—");
  });
});

describe("readTimeZone", () => {
  it("accepts real zones and reads anything else as UTC", () => {
    expect(readTimeZone("America/New_York")).toBe("America/New_York");
    expect(readTimeZone("Mars/Olympus")).toBe("UTC");
    expect(readTimeZone("<script>")).toBe("UTC");
    expect(readTimeZone(undefined)).toBe("UTC");
    expect(readTimeZone("A".repeat(65))).toBe("UTC");
  });
});
