import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

/** The scripts a page has loaded so far, by URL (resource timing; bundler chunks end in .js). */
export function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming).initiatorType === "script" ||
          entry.name.endsWith(".js"),
      )
      .map((entry) => entry.name),
  );
}

const gzipped = new Map<string, number>();

/** Their gzipped size in KiB (one decimal), each script fetched and compressed once per process. */
export async function scriptsGzipKb(urls: Iterable<string>): Promise<number> {
  let bytes = 0;
  for (const url of new Set(urls)) {
    if (!gzipped.has(url)) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      gzipped.set(url, gzipSync(body, { level: 9 }).length);
    }
    bytes += gzipped.get(url) ?? 0;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}
