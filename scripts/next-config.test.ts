import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";

interface Config {
  poweredByHeader?: boolean;
  compress?: boolean;
}

/** The config as `next start` loads it, evaluated afresh (`tag`) under the environment now set. */
async function loadConfig(tag: string): Promise<Config> {
  const url = `${pathToFileURL(join(process.cwd(), "next.config.mjs")).href}?${tag}`;
  return ((await import(url)) as { default: Config }).default;
}

describe("next.config.mjs", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("leaves Node's source maps as it found them after loading its TypeScript modules", async () => {
    // On, every chunk the server loads would keep its parsed source map in the heap (~70 MB).
    process.setSourceMapsEnabled(false);
    const config = await loadConfig("source-maps");
    expect(config.poweredByHeader).toBe(false);
    expect(process.sourceMapsEnabled).toBe(false);
  });

  it("leaves compression to the proxy in front unless COMPRESS_RESPONSES=on", async () => {
    vi.stubEnv("COMPRESS_RESPONSES", undefined);
    expect((await loadConfig("compress-default")).compress).toBe(false);
    vi.stubEnv("COMPRESS_RESPONSES", "off");
    expect((await loadConfig("compress-off")).compress).toBe(false);
    vi.stubEnv("COMPRESS_RESPONSES", "on");
    expect((await loadConfig("compress-on")).compress).toBe(true);
    // A misspelt value stops the start with its reason instead of silently meaning one or other.
    vi.stubEnv("COMPRESS_RESPONSES", "gzip");
    await expect(loadConfig("compress-bad")).rejects.toThrow(/COMPRESS_RESPONSES/);
  });
});
