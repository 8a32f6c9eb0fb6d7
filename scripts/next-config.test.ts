import { describe, expect, it } from "vitest";

describe("next.config.mjs", () => {
  it("leaves Node's source maps as it found them after loading its TypeScript modules", async () => {
    // On, every chunk the server loads would keep its parsed source map in the heap (~70 MB).
    process.setSourceMapsEnabled(false);
    const { default: config } = await import("../next.config.mjs");
    expect(config.poweredByHeader).toBe(false);
    expect(process.sourceMapsEnabled).toBe(false);
  });
});
