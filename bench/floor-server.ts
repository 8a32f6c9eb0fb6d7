import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

export interface FloorServer {
  url: string;
  pid: number;
  stop(): void;
}

const dir = "bench/floor";

/**
 * Builds (unless BENCH_SKIP_BUILD=1 and a build exists) and starts the floor app: an empty route
 * handler, a bare fetch-and-return and the same through undici's `request`: the least any Next
 * route can cost on this machine.
 */
export async function startFloorServer(upstreamUrl: string, apiKey: string): Promise<FloorServer> {
  const port = 3912;
  const env = { ...process.env, NODE_ENV: "production" as const };
  if (!existsSync(`${dir}/.next/BUILD_ID`) || process.env.BENCH_SKIP_BUILD !== "1") {
    const build = spawnSync("node_modules/.bin/next", ["build", dir], { stdio: "inherit", env });
    if (build.status !== 0) throw new Error("next build of the floor app failed");
  }
  const child = spawn("node_modules/.bin/next", ["start", dir, "--port", String(port)], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, FLOOR_UPSTREAM_URL: upstreamUrl, FLOOR_UPSTREAM_KEY: apiKey },
  });
  const url = `http://localhost:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/empty`)).ok) break;
    } catch {
      // Not up yet.
    }
    if (attempt > 150) throw new Error("the floor app did not come up");
    await sleep(200);
  }
  if (child.pid === undefined) throw new Error("the floor app has no pid");
  return { url, pid: child.pid, stop: () => child.kill("SIGTERM") };
}
