import { cpuMs } from "./cpu";
import { startFloorServer } from "./floor-server";
import { summarise } from "./load";
import {
  beforeBuildCommit,
  benchKey,
  measureBeforeBuild,
  type ConsoleServer,
  type Servers,
} from "./servers";

export interface VariantFigures {
  requests: number;
  failures: number;
  rps: number;
  p50: number;
  p95: number;
  /** Server CPU (user + system) over the measured requests / requests; null for the sandbox. */
  cpu_ms_per_request: number | null;
  /** The same less the server's idle CPU over the same wall time: the requests' own cost. */
  net_cpu_ms_per_request: number | null;
  /** Each round's own p50 and CPU per request: how far one round's figure can stray. */
  by_round: { p50: number[]; cpu_ms_per_request: number[] | null };
}

export interface ProxyFloor {
  rounds: number;
  /** CPU of each server doing nothing (timers, heartbeats, GC), in ms per second. */
  idle_cpu_ms_per_s: Record<string, number>;
  /**
   * This process's CPU per request (the load client and the in-process sandbox) and the share of
   * one core it used at c=1: well under 1, the client is not what limits the figures.
   */
  load_client: { cpu_ms_per_request_c1: number; core_share_c1: number };
  by_concurrency: Record<string, Record<string, VariantFigures>>;
  /** Console p50 minus sandbox-direct p50 at c=1 (goal <= 1.5 ms). */
  console_p50_over_direct_c1_ms: number;
  /** The console's CPU per request at c=1 and c=10 (goal <= 1.6 ms; the issue measured at c=10). */
  console_cpu_ms_c1: number | null;
  console_cpu_ms_c10: number | null;
  /** The same for the before-build (BENCH_BEFORE_DIR), measured in the same rounds. */
  before?: {
    /** The before-build's commit. */
    commit: string | null;
    p50_over_direct_c1_ms: number;
    cpu_ms_c1: number | null;
    cpu_ms_c10: number | null;
  };
}

interface Variant {
  name: string;
  /** The server answering it (its idle CPU is reported once per server), null for the sandbox. */
  server: string | null;
  pid: number | null;
  send: () => Promise<boolean>;
}

const path = "/monitoring-alerts?page_size=10";
const WARM_UP_REQUESTS = 3000;
export const consoleVariant = "console GET /api/monitoring-alerts";
export const beforeVariant = "console before-build";
export const floorFetchVariant = "next floor: fetch and return";
export const floorRequestVariant = "next floor: undici request and return";
export const floorEmptyVariant = "next floor: empty route";
export const directVariant = "sandbox direct";
const floorApp = "next floor app";

function getter(url: string, headers: Record<string, string>): () => Promise<boolean> {
  return () =>
    fetch(url, { headers }).then(async (r) => {
      await r.arrayBuffer();
      return r.ok;
    });
}

/**
 * The console's proxied GET beside the framework's floor (an empty Next route, a bare Next
 * fetch-and-return, the same through undici's `request` as the console makes it), the sandbox
 * direct and, with BENCH_BEFORE_DIR, the before-build's console, at c=1 and c=10, variants
 * interleaved round by round so a noisy neighbour hits all of them alike.
 */
export async function measureProxyFloor(servers: Servers): Promise<ProxyFloor> {
  const floor = await startFloorServer(servers.sandbox.url, benchKey);
  try {
    const before = await measureBeforeBuild(servers, (other) => measure(servers, floor, other));
    return before ?? (await measure(servers, floor, null));
  } finally {
    floor.stop();
  }
}

async function measure(
  servers: Servers,
  floor: { url: string; pid: number },
  before: ConsoleServer | null,
): Promise<ProxyFloor> {
  const variants: Variant[] = [
    {
      name: directVariant,
      server: null,
      pid: null,
      send: getter(`${servers.sandbox.url}${path}`, { "x-api-key": benchKey }),
    },
    {
      name: floorEmptyVariant,
      server: floorApp,
      pid: floor.pid,
      send: getter(`${floor.url}/empty`, {}),
    },
    {
      name: floorFetchVariant,
      server: floorApp,
      pid: floor.pid,
      send: getter(`${floor.url}/fetch`, {}),
    },
    {
      name: floorRequestVariant,
      server: floorApp,
      pid: floor.pid,
      send: getter(`${floor.url}/request`, {}),
    },
    {
      name: consoleVariant,
      server: consoleVariant,
      pid: servers.consolePid,
      send: getter(`${servers.consoleUrl}/api${path}`, { cookie: servers.cookie }),
    },
  ];
  if (before) {
    variants.push({
      name: beforeVariant,
      server: beforeVariant,
      pid: before.pid,
      send: getter(`${before.url}/api${path}`, { cookie: before.cookie }),
    });
  }
  // Six rounds: on this shared machine one round's console figure strays by a tenth of a
  // millisecond either way, which is most of the distance between the figures and the goals.
  const rounds = 6;
  const plans = [
    { concurrency: 1, total: 300 },
    { concurrency: 10, total: 800 },
  ];
  // Warm every path first (pools, the first compile of each route, and V8's optimising compiler,
  // which runs on threads of its own and counts in a server's CPU), then let them settle. A few
  // hundred requests left the console's larger path still being compiled during the c=1 rounds.
  for (const variant of variants) await runLoadRaw(variant.send, WARM_UP_REQUESTS, 10);
  for (const variant of variants) await runLoadRaw(variant.send, 200, 1);
  const idle = await idleCpu(variants);
  const byConcurrency: ProxyFloor["by_concurrency"] = {};
  let client = { cpuMs: 0, seconds: 0, requests: 0 };
  for (const { concurrency, total } of plans) {
    const acc = variants.map(() => ({
      latencies: [] as number[],
      failures: 0,
      seconds: 0,
      cpu: 0,
      roundP50: [] as number[],
      roundCpu: [] as number[],
    }));
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, variant] of variants.entries()) {
        const cpuBefore = variant.pid === null ? 0 : cpuMs(variant.pid);
        const clientBefore = process.cpuUsage();
        const result = await runLoadRaw(variant.send, total, concurrency);
        if (concurrency === 1 && variant.name === consoleVariant) {
          const used = process.cpuUsage(clientBefore);
          client = {
            cpuMs: client.cpuMs + (used.user + used.system) / 1000,
            seconds: client.seconds + result.seconds,
            requests: client.requests + result.latencies.length,
          };
        }
        const cpu = variant.pid === null ? 0 : cpuMs(variant.pid) - cpuBefore;
        acc[index].cpu += cpu;
        acc[index].roundP50.push(summarise(result.latencies, 0, result.seconds).p50);
        acc[index].roundCpu.push(round2(cpu / result.latencies.length));
        acc[index].latencies.push(...result.latencies);
        acc[index].failures += result.failures;
        acc[index].seconds += result.seconds;
      }
    }
    byConcurrency[`c=${concurrency}`] = Object.fromEntries(
      variants.map((variant, index) => {
        const a = acc[index];
        const s = summarise(a.latencies, a.failures, a.seconds);
        const idleRate = variant.pid === null ? 0 : (idle.get(variant.pid) ?? 0);
        const figures: VariantFigures = {
          requests: s.requests,
          failures: s.failures,
          rps: s.rps,
          p50: s.p50,
          p95: s.p95,
          cpu_ms_per_request: variant.pid === null ? null : round2(a.cpu / a.latencies.length),
          net_cpu_ms_per_request:
            variant.pid === null
              ? null
              : round2((a.cpu - idleRate * a.seconds) / a.latencies.length),
          by_round: {
            p50: a.roundP50,
            cpu_ms_per_request: variant.pid === null ? null : a.roundCpu,
          },
        };
        return [variant.name, figures];
      }),
    );
  }
  const c1 = byConcurrency["c=1"];
  const c10 = byConcurrency["c=10"];
  const overDirect = (name: string) => round2(c1[name].p50 - c1[directVariant].p50);
  return {
    rounds,
    idle_cpu_ms_per_s: Object.fromEntries(
      variants
        .filter((v) => v.server !== null && v.pid !== null)
        .map((v) => [v.server, round2(idle.get(v.pid as number) ?? 0)]),
    ),
    load_client: {
      cpu_ms_per_request_c1: round2(client.cpuMs / client.requests),
      core_share_c1: round2(client.cpuMs / 1000 / client.seconds),
    },
    by_concurrency: byConcurrency,
    console_p50_over_direct_c1_ms: overDirect(consoleVariant),
    console_cpu_ms_c1: c1[consoleVariant].cpu_ms_per_request,
    console_cpu_ms_c10: c10[consoleVariant].cpu_ms_per_request,
    ...(before && {
      before: {
        commit: beforeBuildCommit(),
        p50_over_direct_c1_ms: overDirect(beforeVariant),
        cpu_ms_c1: c1[beforeVariant].cpu_ms_per_request,
        cpu_ms_c10: c10[beforeVariant].cpu_ms_per_request,
      },
    }),
  };
}

/** Each server's CPU over a quiet window, ms per second; the floor app is one process for two. */
async function idleCpu(variants: Variant[]): Promise<Map<number, number>> {
  const pids = [...new Set(variants.map((v) => v.pid).filter((pid) => pid !== null))];
  const windowMs = 5_000;
  const start = new Map(pids.map((pid) => [pid, cpuMs(pid)]));
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  return new Map(
    pids.map((pid) => [pid, ((cpuMs(pid) - (start.get(pid) ?? 0)) * 1000) / windowMs]),
  );
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A closed loop like runLoad's, keeping the raw latencies so rounds can be pooled. */
async function runLoadRaw(send: () => Promise<boolean>, total: number, concurrency: number) {
  const latencies: number[] = [];
  let failures = 0;
  let issued = 0;
  const started = performance.now();
  const worker = async () => {
    while (issued < total) {
      issued += 1;
      const begin = performance.now();
      const ok = await send().catch(() => false);
      latencies.push(performance.now() - begin);
      if (!ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, failures, seconds: (performance.now() - started) / 1000 };
}
