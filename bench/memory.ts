import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { Agent, request } from "undici";
import { cpuMs } from "./cpu";
import { deliveryHeaders, prepareWebhook, runBody } from "./ingest-throughput";
import { openStreams } from "./live-streams";
import { runLoad, type LoadResult } from "./load";
import {
  beforeBuildCommit,
  measureBeforeBuild,
  measureFreshConsole,
  type ConsoleServer,
  type Servers,
} from "./servers";

/** Issue 16's goal: next-server's resident memory after the mixed load, and no growth after. */
export const MEMORY_GOAL_MB = 400;

const GETS = { total: 10_000, concurrency: 10 };
const DELIVERIES = { total: 10_000, concurrency: 50 };
const STREAMS = 200;
const HOLD_SECONDS = 60;
/** After the streams close: long enough for V8's idle-time memory reducer to have run. */
const SETTLE_SECONDS = 15;

export interface MemoryRound {
  /** next-server's RSS (MB) after each phase of the round. */
  after_gets_mb: number;
  after_deliveries_mb: number;
  streams_open_mb: number;
  after_minute_mb: number;
  /** The highest RSS sampled (every 250 ms) during the round, and at its end (streams closed, 15 s on). */
  peak_mb: number;
  end_mb: number;
  gets: LoadResult;
  deliveries: LoadResult;
  /** The server's CPU per request of each phase (a heap limit must not buy memory with CPU). */
  cpu_ms_per_get: number;
  cpu_ms_per_delivery: number;
}

export interface MemoryFigures {
  /** The process measured: the one titled next-server, under the started command. */
  process: string;
  idle_mb: number;
  rounds: MemoryRound[];
  /** Round 2's figures minus round 1's: a leak shows as growth here. */
  growth_end_mb: number;
  growth_peak_mb: number;
  growth_after_minute_mb: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;

function children(pid: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) {
        found.push(Number(name));
      }
    } catch {
      // Gone since the listing.
    }
  }
  return found;
}

/**
 * The next-server process under the started command: `next start` sets its own title to
 * "next-server (…)"; if it ever ran the server in a child, that child is the one measured, with
 * its own children (a receiver started beside it) added.
 */
function serverProcess(root: number): { pid: number; name: string } {
  const queue = [root];
  for (let i = 0; i < queue.length; i += 1) {
    const pid = queue[i];
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
      if (cmdline.startsWith("next-server")) return { pid, name: cmdline };
    } catch {
      // Gone.
    }
    queue.push(...children(pid));
  }
  return { pid: root, name: "the started command (no next-server title found)" };
}

function vmRssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return Number(match?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The server's RSS plus its children's (none today). */
function serverRss(pid: number): number {
  return [pid, ...children(pid)].reduce((sum, one) => sum + vmRssBytes(one), 0);
}

async function proxiedGets(target: ConsoleServer): Promise<LoadResult> {
  const url = `${target.url}/api/monitoring-alerts?page_size=10`;
  return runLoad(
    async () => {
      const response = await fetch(url, { headers: { cookie: target.cookie } });
      await response.arrayBuffer();
      return response.ok;
    },
    { total: GETS.total, concurrency: GETS.concurrency },
  );
}

async function deliveries(target: ConsoleServer, webhookId: string): Promise<LoadResult> {
  const agent = new Agent({ connections: DELIVERIES.concurrency });
  const url = new URL("/api/inbound/webhook", target.url);
  try {
    return await runLoad(
      async () => {
        const eventId = randomUUID();
        const body = runBody(0);
        const response = await request(url, {
          method: "POST",
          dispatcher: agent,
          headers: deliveryHeaders(webhookId, eventId, body),
          body,
        });
        await response.body.arrayBuffer();
        return response.statusCode === 200;
      },
      { total: DELIVERIES.total, concurrency: DELIVERIES.concurrency },
    );
  } finally {
    await agent.close();
  }
}

/** Two rounds of the mixed load against one console, its RSS read after every phase. */
export async function measureMemory(target: ConsoleServer): Promise<MemoryFigures> {
  const server = serverProcess(target.pid);
  const webhookId = await prepareWebhook(target.url, target.cookie);
  await sleep(2000);
  const idle = serverRss(server.pid);
  const rounds: MemoryRound[] = [];
  for (let round = 0; round < 2; round += 1) {
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, serverRss(server.pid))), 250);
    const read = () => {
      const now = serverRss(server.pid);
      peak = Math.max(peak, now);
      return mb(now);
    };
    try {
      const cpuStart = cpuMs(server.pid);
      const gets = await proxiedGets(target);
      const afterGets = read();
      const cpuGets = cpuMs(server.pid);
      const sent = await deliveries(target, webhookId);
      const afterDeliveries = read();
      const cpuDeliveries = cpuMs(server.pid);
      const streams = await openStreams({
        consoleUrl: target.url,
        adminCookie: target.cookie,
        analystCookie: target.cookie,
        count: STREAMS,
        admins: STREAMS,
      });
      const streamsOpen = read();
      await sleep(HOLD_SECONDS * 1000);
      const afterMinute = read();
      streams.close();
      await sleep(SETTLE_SECONDS * 1000);
      rounds.push({
        after_gets_mb: afterGets,
        after_deliveries_mb: afterDeliveries,
        streams_open_mb: streamsOpen,
        after_minute_mb: afterMinute,
        peak_mb: 0,
        end_mb: read(),
        gets,
        deliveries: sent,
        cpu_ms_per_get: Math.round(((cpuGets - cpuStart) / GETS.total) * 1000) / 1000,
        cpu_ms_per_delivery:
          Math.round(((cpuDeliveries - cpuGets) / DELIVERIES.total) * 1000) / 1000,
      });
    } finally {
      clearInterval(sampler);
    }
    rounds[round].peak_mb = mb(peak);
  }
  const round1 = rounds[0];
  const round2 = rounds[1];
  return {
    process: server.name,
    idle_mb: mb(idle),
    rounds,
    growth_end_mb: Math.round((round2.end_mb - round1.end_mb) * 10) / 10,
    growth_peak_mb: Math.round((round2.peak_mb - round1.peak_mb) * 10) / 10,
    growth_after_minute_mb: Math.round((round2.after_minute_mb - round1.after_minute_mb) * 10) / 10,
  };
}

/**
 * This build's memory under the mixed load on a console of its own (started afresh, so earlier
 * benchmarks' garbage does not count) and, with BENCH_BEFORE_DIR, the before-build's, side by side.
 */
export async function measureMemoryBeforeAfter(servers: Servers) {
  const before = await measureBeforeBuild(servers, measureMemory);
  const after = await measureFreshConsole(
    servers,
    { portOffset: 5, dataDir: ".data-bench-memory" },
    measureMemory,
  );
  printMemory(before, after);
  // Without a before-build, before and before_commit are null and the file keeps the earlier ones.
  return { goal_mb: MEMORY_GOAL_MB, before_commit: beforeBuildCommit(), before, after };
}

function printMemory(before: MemoryFigures | null, after: MemoryFigures): void {
  console.log(
    `\nMemory: next-server RSS (MB) under ${GETS.total} proxied GETs, ${DELIVERIES.total} signed deliveries and ${STREAMS} streams held ${HOLD_SECONDS} s, two rounds (goal ≤ ${MEMORY_GOAL_MB}, no growth)`,
  );
  const rows: Record<string, Record<string, number>> = {};
  for (const [label, figures] of [
    ["before", before],
    ["after", after],
  ] as const) {
    if (!figures) continue;
    figures.rounds.forEach((round, index) => {
      rows[`${label} round ${index + 1}`] = {
        idle: figures.idle_mb,
        "after GETs": round.after_gets_mb,
        "after deliveries": round.after_deliveries_mb,
        "streams open": round.streams_open_mb,
        "after the minute": round.after_minute_mb,
        peak: round.peak_mb,
        end: round.end_mb,
        "CPU ms/GET": round.cpu_ms_per_get,
        "CPU ms/delivery": round.cpu_ms_per_delivery,
      };
    });
    rows[`${label} growth (round 2 − 1)`] = {
      "after the minute": figures.growth_after_minute_mb,
      peak: figures.growth_peak_mb,
      end: figures.growth_end_mb,
    };
  }
  console.table(rows);
}
