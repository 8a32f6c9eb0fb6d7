import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { loadConfig } from "../sandbox/config";
import { createSandbox, type Sandbox } from "../sandbox/server";

export const benchKey = "bench-upstream-key-2f9c";
const admin = { email: "bench@bench.example", password: "bench-admin-password-1" };
export const benchAdminEmail = admin.email;

export interface Servers {
  sandbox: Sandbox;
  consoleUrl: string;
  cookie: string;
  /** The console's next-server, for its CPU time. */
  consolePid: number;
  ports: { console: number; sandbox: number };
  stop(): Promise<void>;
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await sleep(200);
  }
  throw new Error(`${url} did not come up`);
}

/** Signs in through next-auth's credentials endpoint, as the browser does; returns the cookies. */
export async function signIn(
  consoleUrl: string,
  credentials: { email: string; password: string } = admin,
): Promise<string> {
  const csrf = await fetch(`${consoleUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const response = await fetch(`${consoleUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie.join("; ") },
    body: new URLSearchParams({ csrfToken, ...credentials, json: "true" }),
  });
  const session = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("next-auth.session-token="));
  if (!session) throw new Error(`sign-in failed (${response.status})`);
  return session.split(";")[0];
}

/** The sandbox in-process and the console's production build, each on its own port. */
export async function startServers(): Promise<Servers> {
  // BENCH_PORT_BASE lets two checkouts bench side by side on one machine.
  const consolePort = Number(process.env.BENCH_PORT_BASE ?? 3910);
  const sandboxPort = consolePort + 1010;
  const config = loadConfig({
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_API_KEYS: `${benchKey}:northwind`,
    SANDBOX_QUIET: "1",
  });
  const sandbox = await createSandbox(config);
  // A stale build would measure old code: build unless told the build is current.
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  if (!existsSync(join(distDir, "BUILD_ID")) || process.env.BENCH_SKIP_BUILD !== "1") {
    const build = spawnSync("node_modules/.bin/next", ["build"], {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (build.status !== 0) throw new Error("next build failed");
  }
  const app = await startConsole({ port: consolePort, sandboxPort, dataDir: ".data-bench" });
  return {
    sandbox,
    consoleUrl: app.url,
    cookie: app.cookie,
    consolePid: app.pid,
    ports: { console: consolePort, sandbox: sandboxPort },
    async stop() {
      app.stop();
      await sandbox.close();
    },
  };
}

export interface ConsoleServer {
  url: string;
  cookie: string;
  /** The next-server's process, for its CPU time. */
  pid: number;
  stop(): void;
}

/**
 * A console production build started from `cwd` (this checkout by default; another checkout's
 * build for a before/after comparison) against the bench's sandbox, signed in, on a fresh store.
 */
export async function startConsole(options: {
  port: number;
  sandboxPort: number;
  dataDir: string;
  cwd?: string;
  /** Added to the console's environment (INBOUND_RECEIVER=next, a shared store and its secrets). */
  env?: Record<string, string>;
}): Promise<ConsoleServer> {
  const cwd = options.cwd ?? process.cwd();
  const dataDir = join(cwd, options.dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  const url = `http://localhost:${options.port}`;
  const nodeOptions = await startNodeOptions(cwd);
  const child: ChildProcess = spawn(
    "node_modules/.bin/next",
    ["start", "--port", String(options.port)],
    {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(options.port),
        PUBLIC_URL: url,
        NEXTAUTH_URL: url,
        SANDBOX_PORT: String(options.sandboxPort),
        SANDBOX_API_KEYS: `${benchKey}:northwind`,
        DATA_DIR: dataDir,
        // Another checkout's build sits in its default place, whatever this one's is.
        NEXT_DIST_DIR: options.cwd ? ".next" : (process.env.NEXT_DIST_DIR ?? ".next"),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        ...(nodeOptions === null ? {} : { NODE_OPTIONS: nodeOptions }),
        ...options.env,
      },
    },
  );
  try {
    await waitFor(`${url}/api/health`);
    return {
      url,
      cookie: await signIn(url),
      pid: child.pid ?? 0,
      stop() {
        child.kill("SIGTERM");
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
}

/**
 * The flags a checkout's `npm start` gives its server (its own scripts/heap-limit.mjs), so each
 * build runs as it would be run: this one's, or a before-build's from its own checkout; null for a
 * checkout from before the heap limit existed.
 */
async function startNodeOptions(cwd: string): Promise<string | null> {
  const script = join(cwd, "scripts", "heap-limit.mjs");
  if (!existsSync(script)) return null;
  const { consoleNodeOptions } = (await import(pathToFileURL(script).href)) as {
    consoleNodeOptions: () => string;
  };
  return consoleNodeOptions();
}

/**
 * With BENCH_BEFORE_DIR (another checkout with its own production build, e.g. an older main), runs
 * `measure` against that build on a console of its own, next to this one and on the same sandbox;
 * without it, answers null.
 */
export async function measureBeforeBuild<T>(
  servers: Servers,
  measure: (before: ConsoleServer) => Promise<T>,
): Promise<T | null> {
  const beforeDir = process.env.BENCH_BEFORE_DIR;
  if (!beforeDir) return null;
  const other = await startConsole({
    port: servers.ports.console + 1,
    sandboxPort: servers.ports.sandbox,
    // Its own store per port: several checkouts may measure against one before-build at once.
    dataDir: `.data-bench-before-${servers.ports.console + 1}`,
    cwd: beforeDir,
  });
  try {
    return await measure(other);
  } finally {
    other.stop();
  }
}

/**
 * The before-build's commit (BENCH_BEFORE_DIR's short HEAD), to name it beside its figures;
 * "unknown" when that directory is not a readable checkout, null without a before-build.
 */
export function beforeBuildCommit(): string | null {
  const dir = process.env.BENCH_BEFORE_DIR;
  if (!dir) return null;
  const git = spawnSync("git", ["-C", dir, "rev-parse", "--short", "HEAD"], { encoding: "utf8" });
  return git.status === 0 ? git.stdout.trim() : "unknown";
}

/**
 * `measure` on a console of this build started afresh for it (so what earlier benchmarks left in
 * the shared console's heap does not count), on a port of its own (`portOffset` from the shared
 * console's: another may still be shutting down) and its own store.
 */
export async function measureFreshConsole<T>(
  servers: Servers,
  {
    portOffset,
    dataDir,
    env,
  }: { portOffset: number; dataDir: string; env?: Record<string, string> },
  measure: (fresh: ConsoleServer) => Promise<T>,
): Promise<T> {
  const fresh = await startConsole({
    port: servers.ports.console + portOffset,
    sandboxPort: servers.ports.sandbox,
    dataDir,
    env,
  });
  try {
    return await measure(fresh);
  } finally {
    fresh.stop();
  }
}
