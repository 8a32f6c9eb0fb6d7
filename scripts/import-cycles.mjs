#!/usr/bin/env node
/**
 * A small madge-like check: follows every relative and `@/` import (type-only ones included, since
 * they still couple files) through app/, components/, lib/ and the root modules Next loads
 * (instrumentation.ts, proxy.ts), and prints each cycle. Exit 1 when there is one.
 * `node scripts/import-cycles.mjs`
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
  }
};
for (const top of ["app", "components", "lib"]) walk(join(root, top));
// The root modules Next loads itself.
for (const name of ["instrumentation.ts", "proxy.ts"]) {
  if (existsSync(join(root, name))) files.push(join(root, name));
}

const resolveImport = (from, spec) => {
  const base = spec.startsWith("@/") ? join(root, spec.slice(2)) : resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
};

const graph = new Map();
for (const file of files) {
  const source = readFileSync(file, "utf8");
  // Static imports and re-exports, and bare side-effect imports (`import "./x"`). A dynamic
  // `import()` is left out: it loads later, on purpose, and cannot tangle the load order.
  const specs = [
    ...source.matchAll(/(?:import|export)[^"'(]*?from\s*["']([^"']+)["']/g),
    ...source.matchAll(/^\s*import\s*["']([^"']+)["']/gm),
  ].map((match) => match[1]);
  graph.set(
    file,
    specs
      .filter((spec) => spec.startsWith(".") || spec.startsWith("@/"))
      .map((spec) => resolveImport(file, spec))
      .filter(Boolean),
  );
}

const cycles = new Set();
const state = new Map();
const stack = [];
const visit = (file) => {
  state.set(file, "open");
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === "open") {
      const cycle = stack.slice(stack.indexOf(next)).map((f) => relative(root, f));
      cycles.add(cycle.join(" -> "));
    } else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(file, "done");
};
for (const file of files) if (!state.has(file)) visit(file);

for (const cycle of cycles) console.log(`cycle: ${cycle}`);
console.log(`${files.length} files, ${cycles.size} import cycle(s)`);
process.exit(cycles.size > 0 ? 1 : 0);
