import { cpuMs } from "./cpu";
import { startFloorServer } from "./floor-server";
import { runLoad, summarise } from "./load";
import { benchKey, type Servers } from "./servers";

export interface VariantFigures {
  requests: number;
  failures: number;
  rps: number;
  p50: number;
  p95: number;
  /** Server CPU (user + system) over the measured requests / requests; null for the sandbox. */
  cpu_ms_per_request: number | null;
}

export interface ProxyFloor {
  rounds: number;
  by_concurrency: Record<string, Record<string, VariantFigures>>;
  /** Console p50 minus sandbox-direct p50 at c=1 (goal <= 1.5 ms) and its CPU (goal <= 1.6 ms). */
  console_p50_over_direct_c1_ms: number;
  console_cpu_ms_c1: number | null;
}

interface Variant {
  name: string;
  pid: number | null;
  send: () => Promise<boolean>;
}

const path = "/monitoring-alerts?page_size=10";

function getter(url: string, headers: Record<string, string>): () => Promise<boolean> {
  return () =>
    fetch(url, { headers }).then(async (r) => {
      await r.arrayBuffer();
      return r.ok;
    });
}

/**
 * The console's proxied GET beside the framework's floor (an empty Next route, a bare Next
 * fetch-and-return) and the sandbox direct, at c=1 and c=10, variants interleaved round by round
 * so a noisy neighbour hits all of them alike.
 */
export async function measureProxyFloor(servers: Servers): Promise<ProxyFloor> {
  const floor = await startFloorServer(servers.sandbox.url, benchKey);
  try {
    const variants: Variant[] = [
      {
        name: "sandbox direct",
        pid: null,
        send: getter(`${servers.sandbox.url}${path}`, { "x-api-key": benchKey }),
      },
      { name: "next floor: empty route", pid: floor.pid, send: getter(`${floor.url}/empty`, {}) },
      {
        name: "next floor: fetch and return",
        pid: floor.pid,
        send: getter(`${floor.url}/fetch`, {}),
      },
      {
        name: "console GET /api/monitoring-alerts",
        pid: servers.consolePid,
        send: getter(`${servers.consoleUrl}/api${path}`, { cookie: servers.cookie }),
      },
    ];
    const rounds = 3;
    const plans = [
      { concurrency: 1, total: 300 },
      { concurrency: 10, total: 800 },
    ];
    const byConcurrency: ProxyFloor["by_concurrency"] = {};
    for (const { concurrency, total } of plans) {
      for (const variant of variants) await runLoad(variant.send, { total: 100, concurrency });
      const acc = variants.map(() => ({
        latencies: [] as number[],
        failures: 0,
        seconds: 0,
        cpu: 0,
      }));
      for (let round = 0; round < rounds; round += 1) {
        for (const [index, variant] of variants.entries()) {
          const cpuBefore = variant.pid === null ? 0 : cpuMs(variant.pid);
          const result = await runLoadRaw(variant.send, total, concurrency);
          acc[index].cpu += variant.pid === null ? 0 : cpuMs(variant.pid) - cpuBefore;
          acc[index].latencies.push(...result.latencies);
          acc[index].failures += result.failures;
          acc[index].seconds += result.seconds;
        }
      }
      byConcurrency[`c=${concurrency}`] = Object.fromEntries(
        variants.map((variant, index) => {
          const a = acc[index];
          const s = summarise(a.latencies, a.failures, a.seconds);
          const cpu = variant.pid === null ? null : round2(a.cpu / a.latencies.length);
          const figures: VariantFigures = {
            requests: s.requests,
            failures: s.failures,
            rps: s.rps,
            p50: s.p50,
            p95: s.p95,
            cpu_ms_per_request: cpu,
          };
          return [variant.name, figures];
        }),
      );
    }
    const c1 = byConcurrency["c=1"];
    return {
      rounds,
      by_concurrency: byConcurrency,
      console_p50_over_direct_c1_ms: round2(
        c1["console GET /api/monitoring-alerts"].p50 - c1["sandbox direct"].p50,
      ),
      console_cpu_ms_c1: c1["console GET /api/monitoring-alerts"].cpu_ms_per_request,
    };
  } finally {
    floor.stop();
  }
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** runLoad's closed loop, keeping the raw latencies so rounds can be pooled. */
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
