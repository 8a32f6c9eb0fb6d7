import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const apiDir = join(process.cwd(), "app", "api");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name === "route.ts" ? [path] : [];
  });
}

// Routes that answer without a session by design, each with its own checks.
const withoutWrapper = new Set(["[...path]/route.ts", "auth/[...nextauth]/route.ts"]);

describe("console API route files", () => {
  const files = routeFiles(apiDir);

  it("finds the routes", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.map((file) => [relative(apiDir, file), file]))(
    "%s is always dynamic, goes through the route wrapper and answers with the platform's Response",
    (name, file) => {
      const source = readFileSync(file, "utf8");
      // Never prerendered or cached, and no per-access tracking of the request by Next.
      expect(source).toMatch(/^export const dynamic = "force-dynamic";$/m);
      if (!withoutWrapper.has(name)) expect(source).toMatch(/\bwith(Session|Public)\b/);
      // JSON goes out through jsonAnswer (lib/http/json-answer.ts), not NextResponse's helpers.
      expect(source).not.toMatch(/\bNextResponse\b/);
    },
  );
});
