#!/usr/bin/env node
// `npm start`: builds the console when needed, starts the embedded sandbox when no upstream is
// configured, then the console, and prints where to go and how to sign in.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { consoleNodeOptions } from "./heap-limit.mjs";

const dev = process.argv.includes("--dev");
const root = new URL("..", import.meta.url).pathname;
const bin = (name) => join(root, "node_modules", ".bin", name);
const port = process.env.PORT || "3000";
const sandboxPort = process.env.SANDBOX_PORT || "4010";
const useSandbox = !process.env.COMPLIANCE_API_URL;
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
// Read first, so a bad CONSOLE_MAX_HEAP_MB stops the start before anything runs.
const serverNodeOptions = consoleNodeOptions();
const children = [];

// Children get SIGTERM and a few seconds to stop cleanly (the console gives back its run leases
// first); exiting at once would let a container runtime kill them mid-way, as this is its main process.
function stopAll(code = 0) {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill("SIGTERM");
  const exited = running.map((child) => new Promise((resolve) => child.once("exit", resolve)));
  return Promise.race([Promise.all(exited), sleep(10_000)]).then(() => process.exit(code));
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

function run(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  children.push(child);
  child.on("exit", (code) => {
    if (code !== 0 && code !== null) {
      console.error(`[start] ${command} ${args[0] ?? ""} exited with ${code}`);
      stopAll(code);
    }
  });
  return child;
}

/** The build is stale when any source file is newer than the last build. */
function needsBuild() {
  const marker = join(root, ".next", "BUILD_ID");
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const stamp = spawnSync(
    "find",
    [
      "app",
      "components",
      "lib",
      "proxy.ts",
      "next.config.mjs",
      "package.json",
      "-newer",
      marker,
      "-print",
      "-quit",
    ],
    { cwd: root, encoding: "utf8" },
  );
  return stamp.stdout.trim() !== "" || built === 0;
}

async function waitFor(url, what) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok || response.status === 401) return;
    } catch {
      // Not up yet.
    }
    await sleep(200);
  }
  throw new Error(`${what} did not come up at ${url}`);
}

if (useSandbox) {
  run(bin("tsx"), [join(root, "sandbox", "main.ts")], { SANDBOX_PORT: sandboxPort });
  await waitFor(`http://127.0.0.1:${sandboxPort}/_sandbox/clock`, "The sandbox");
}

if (!dev && needsBuild()) {
  console.log("[start] building the console (first start or sources changed)…");
  const build = spawnSync(bin("next"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) await stopAll(build.status ?? 1);
}

run(bin("next"), [dev ? "dev" : "start", "--port", port], {
  NEXTAUTH_URL: process.env.NEXTAUTH_URL || publicUrl,
  PUBLIC_URL: publicUrl,
  // The production server runs with a bounded heap (scripts/heap-limit.mjs).
  ...(dev ? {} : { NODE_ENV: "production", NODE_OPTIONS: serverNodeOptions }),
});
await waitFor(`http://127.0.0.1:${port}/api/health`, "The console");

const dataDir = process.env.DATA_DIR || join(root, ".data");
const demoFile = join(dataDir, "demo-credentials.txt");
console.log(`\n  Compliance Console is ready: ${publicUrl}`);
console.log(
  `  Upstream: ${useSandbox ? `embedded sandbox on http://127.0.0.1:${sandboxPort}` : process.env.COMPLIANCE_API_URL}`,
);
if (process.env.ADMIN_EMAIL) {
  console.log(`  Sign in as ${process.env.ADMIN_EMAIL} with ADMIN_PASSWORD.`);
} else if (existsSync(demoFile)) {
  console.log(`  Sign in with the demo accounts in ${demoFile}:`);
  console.log(readFileSync(demoFile, "utf8").replace(/^/gm, "    "));
} else {
  console.log("  Open the one-time setup link printed above to create the first admin.");
}
console.log("  Press Ctrl+C to stop.\n");
