import { describe, expect, it } from "vitest";
import { consoleNodeOptions, DEFAULT_MAX_HEAP_MB } from "./heap-limit.mjs";

describe("consoleNodeOptions", () => {
  it("limits the old space by default", () => {
    expect(consoleNodeOptions({})).toBe(`--max-old-space-size=${DEFAULT_MAX_HEAP_MB}`);
  });

  it("takes the limit from CONSOLE_MAX_HEAP_MB and keeps the caller's own options", () => {
    expect(
      consoleNodeOptions({ CONSOLE_MAX_HEAP_MB: "512", NODE_OPTIONS: "--enable-source-maps" }),
    ).toBe("--enable-source-maps --max-old-space-size=512");
  });

  it("leaves V8's own sizing with 0, and a limit already in NODE_OPTIONS alone", () => {
    expect(consoleNodeOptions({ CONSOLE_MAX_HEAP_MB: "0" })).toBe("");
    expect(
      consoleNodeOptions({ NODE_OPTIONS: "--max-old-space-size=1024", CONSOLE_MAX_HEAP_MB: "300" }),
    ).toBe("--max-old-space-size=1024");
  });

  it.each(["256mb", "-1", "64"])("refuses CONSOLE_MAX_HEAP_MB=%s", (value) => {
    expect(() => consoleNodeOptions({ CONSOLE_MAX_HEAP_MB: value })).toThrow(/CONSOLE_MAX_HEAP_MB/);
  });
});
