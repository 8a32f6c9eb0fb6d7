import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export interface ApiRoute {
  method: string;
  /** A concrete path, dynamic segments filled with a harmless id. */
  path: string;
  access: "public" | "analyst" | "admin";
}

const publicPrefixes = ["/api/auth/", "/api/health", "/api/inbound/", "/api/setup"];

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

/**
 * Every console API route, read from app/api itself so a new route is walked without anyone
 * remembering to list it. The access level is what the route declares through the wrapper.
 */
export function listApiRoutes(root = "app/api"): ApiRoute[] {
  return routeFiles(root).flatMap((file) => {
    const source = readFileSync(file, "utf8");
    const path = `/api/${relative(root, file).replace(/\/?route\.ts$/, "")}`
      .replace(/\[\.\.\.[^\]]+\]/g, "any/thing")
      .replace(/\[[^\]]+\]/g, "00000000-0000-4000-8000-000000000000");
    const routes: ApiRoute[] = [];
    for (const match of source.matchAll(
      /export const (GET|POST|PUT|PATCH|DELETE) = with(Session|Public)(?:<[^>]*>)?\(\s*(?:"(analyst|admin)")?/g,
    )) {
      const access = match[2] === "Public" ? "public" : (match[3] as "analyst" | "admin");
      routes.push({ method: match[1], path, access });
    }
    if (
      routes.length === 0 &&
      !publicPrefixes.some((prefix) => path.startsWith(prefix)) &&
      !path.includes("any/thing")
    ) {
      throw new Error(`${file} exports no handler through withSession/withPublic`);
    }
    return routes;
  });
}
