import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

describe("next.config.mjs", () => {
  it("leaves Node's source maps as it found them after loading its TypeScript modules", async () => {
    // On, every chunk the server loads would keep its parsed source map in the heap (~70 MB).
    process.setSourceMapsEnabled(false);
    const { default: config } = (await import(
      pathToFileURL(join(process.cwd(), "next.config.mjs")).href
    )) as { default: { poweredByHeader?: boolean } };
    expect(config.poweredByHeader).toBe(false);
    expect(process.sourceMapsEnabled).toBe(false);
  });
});
