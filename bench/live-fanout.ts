import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { cpuMs, rssBytes } from "./cpu";
import { deliveryHeaders, prepareWebhook, runBody } from "./ingest-throughput";
import { openStreams, type StreamSet } from "./live-streams";
import { percentile, runLoad } from "./load";
import { measureBeforeBuild, measureFreshConsole, signIn, type Servers } from "./servers";

const STREAMS = 500;
const ADMIN_STREAMS = 250;
const IDLE_SECONDS = 45; // three heartbeats
const DELIVERIES = 500; // a run.status for everyone and a webhook.delivery for admins each
const CONCURRENCY = 20;
/** Events analysts' streams must never carry (lib/events/types.ts: deliveries are admin-only). */
const ADMIN_ONLY = new Set(["webhook.delivery"]);
const analyst = { email: "fanout-analyst@bench.example", password: "fanout-analyst-password-1" };

export interface FanOutFigures {
  streams: number;
  admin_streams: number;
  idle: {
    rss_before_mb: number;
    rss_with_streams_mb: number;
    rss_delta_mb: number;
    seconds: number;
    /** The server's CPU over the idle window, heartbeats and its own background work included. */
    cpu_percent_of_one_core: number;
    /** The same window's CPU before the streams opened: the server's own background work. */
    cpu_percent_without_streams: number;
  };
  burst: {
    deliveries: number;
    events: number;
    posted_in_ms: number;
    /** The server's CPU time from the first delivery until every stream had the burst. */
    server_cpu_ms: number;
    /** This benchmark's own CPU time meanwhile (it reads all 500 streams on the same cores). */
    reader_cpu_ms: number;
    /** Publication → arrival, every (event, stream) pair the stream may see. */
    per_stream_p50_ms: number;
    per_stream_p95_ms: number;
    /** Publication → arrival on the last of the streams that may see it, per event. */
    to_all_p50_ms: number;
    to_all_p95_ms: number;
    max_ms: number;
    missing: number;
    analyst_saw_admin_only: number;
    streams_ended: number;
  };
}

/**
 * The live stream's fan-out on one console: 500 streams open (half admins', half an analyst's),
 * the server's memory (RSS delta) and CPU while they idle (beside its CPU without them), then a burst of signed deliveries
 * (about 1,000 events) and how long each event took to reach each stream and all of them.
 */
export async function measureFanOut(target: {
  url: string;
  cookie: string;
  pid: number;
}): Promise<FanOutFigures> {
  const analystCookie = await analystSession(target.url, target.cookie);
  const webhookId = await prepareWebhook(target.url, target.cookie);
  // The route's code loaded and a few streams come and gone, so the baseline is not a cold start.
  (
    await openStreams({
      consoleUrl: target.url,
      adminCookie: target.cookie,
      analystCookie,
      count: 10,
      admins: 5,
    })
  ).close();
  const rssBefore = await steadyRss(target.pid);
  const quietStart = cpuMs(target.pid);
  await sleep(IDLE_SECONDS * 1_000);
  const quietCpu = cpuMs(target.pid) - quietStart;
  const set = await openStreams({
    consoleUrl: target.url,
    adminCookie: target.cookie,
    analystCookie,
    count: STREAMS,
    admins: ADMIN_STREAMS,
  });
  try {
    const rssWith = await steadyRss(target.pid);
    const cpuStart = cpuMs(target.pid);
    await sleep(IDLE_SECONDS * 1_000);
    const idleCpu = cpuMs(target.pid) - cpuStart;

    const burstStart = Date.now();
    const serverCpuStart = cpuMs(target.pid);
    const readerCpuStart = process.cpuUsage();
    let next = 0;
    await runLoad(
      async () => {
        const body = runBody(next++);
        const response = await fetch(`${target.url}/api/inbound/webhook`, {
          method: "POST",
          headers: deliveryHeaders(webhookId, randomUUID(), body),
          body,
        });
        await response.arrayBuffer();
        return response.ok;
      },
      { total: DELIVERIES, concurrency: CONCURRENCY },
    );
    const postedIn = Date.now() - burstStart;
    await settle(set, burstStart);
    const serverCpu = cpuMs(target.pid) - serverCpuStart;
    const readerCpu = process.cpuUsage(readerCpuStart);
    const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
    return {
      streams: STREAMS,
      admin_streams: ADMIN_STREAMS,
      idle: {
        rss_before_mb: mb(rssBefore),
        rss_with_streams_mb: mb(rssWith),
        rss_delta_mb: mb(rssWith - rssBefore),
        seconds: IDLE_SECONDS,
        cpu_percent_of_one_core: percentOfCore(idleCpu),
        cpu_percent_without_streams: percentOfCore(quietCpu),
      },
      burst: {
        deliveries: DELIVERIES,
        posted_in_ms: postedIn,
        server_cpu_ms: Math.round(serverCpu),
        reader_cpu_ms: Math.round((readerCpu.user + readerCpu.system) / 1000),
        ...delivery(set, burstStart),
      },
    };
  } finally {
    set.close();
  }
}

const percentOfCore = (ms: number) => Math.round((ms / (IDLE_SECONDS * 10)) * 100) / 100;

/**
 * The server's resident memory once settled: the median of five readings a second apart (a
 * garbage collection between two readings moves a single one by tens of MB).
 */
async function steadyRss(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let k = 0; k < 5; k += 1) {
    await sleep(1_000);
    readings.push(rssBytes(pid));
  }
  return readings.sort((a, b) => a - b)[2]!;
}

/** An analyst to open half the streams as; the console's store is fresh. */
async function analystSession(consoleUrl: string, adminCookie: string): Promise<string> {
  const created = await fetch(`${consoleUrl}/api/settings/users`, {
    method: "POST",
    headers: { cookie: adminCookie, "content-type": "application/json" },
    body: JSON.stringify({
      ...analyst,
      name: "Fan-out analyst",
      role: "analyst",
      passwordMode: "set",
    }),
  });
  if (created.status !== 201 && created.status !== 409) {
    throw new Error(`could not create the analyst: ${created.status} ${await created.text()}`);
  }
  return signIn(consoleUrl, analyst);
}

/** The burst's events, as the reference (admin) stream saw them, oldest first. */
function burstEvents(set: StreamSet, since: number) {
  return [...set.published].filter(([, event]) => event.at >= since).sort(([a], [b]) => a - b);
}

/** Waits until the burst stops growing and every stream has all it may see (or a minute). */
async function settle(set: StreamSet, since: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  let last = -1;
  while (Date.now() < deadline) {
    const events = burstEvents(set, since);
    const complete = set.streams.every(
      (stream) =>
        stream.ended ||
        events.every(
          ([seq, event]) =>
            (stream.role === "analyst" && ADMIN_ONLY.has(event.type)) || stream.arrivals.has(seq),
        ),
    );
    if (complete && events.length === last && events.length >= DELIVERIES) return;
    last = events.length;
    await sleep(500);
  }
}

function delivery(set: StreamSet, since: number) {
  const events = burstEvents(set, since);
  const pairs: number[] = [];
  const toAll: number[] = [];
  let missing = 0;
  let leaked = 0;
  for (const [seq, event] of events) {
    let last = 0;
    let complete = true;
    for (const stream of set.streams) {
      const arrival = stream.arrivals.get(seq);
      if (stream.role === "analyst" && ADMIN_ONLY.has(event.type)) {
        if (arrival !== undefined) leaked += 1;
        continue;
      }
      if (arrival === undefined) {
        missing += 1;
        complete = false;
        continue;
      }
      pairs.push(arrival - event.at);
      last = Math.max(last, arrival - event.at);
    }
    if (complete) toAll.push(last);
  }
  pairs.sort((a, b) => a - b);
  toAll.sort((a, b) => a - b);
  return {
    events: events.length,
    per_stream_p50_ms: Math.round(percentile(pairs, 50)),
    per_stream_p95_ms: Math.round(percentile(pairs, 95)),
    to_all_p50_ms: Math.round(percentile(toAll, 50)),
    to_all_p95_ms: Math.round(percentile(toAll, 95)),
    max_ms: Math.round(pairs.at(-1) ?? 0),
    missing,
    analyst_saw_admin_only: leaked,
    streams_ended: set.streams.filter((stream) => stream.ended).length,
  };
}

/**
 * This build's fan-out and, with BENCH_BEFORE_DIR (another checkout with its own production
 * build, e.g. main's), that one's first, on its own console against the same sandbox; without it
 * the `before` figures already in bench/results.json are kept.
 */
export async function measureFanOutBeforeAfter(servers: Servers) {
  const measuredBefore = await measureBeforeBuild(servers, measureFanOut);
  // Without a before-build the file's earlier one is printed beside, and kept there as such.
  const before = measuredBefore ?? previousBefore();
  // Started afresh like the other: a console that sat idle meanwhile has shrunk its heap, and its
  // memory would not compare.
  const after = await measureFreshConsole(
    servers,
    { portOffset: 4, dataDir: ".data-bench-fanout" },
    measureFanOut,
  );
  // The same build with the streams left to Next's route handler (LIVE_STREAM=next): what the
  // lean path itself saves, in the same run.
  const routeHandler = await measureFreshConsole(
    servers,
    { portOffset: 6, dataDir: ".data-bench-fanout-next", env: { LIVE_STREAM: "next" } },
    measureFanOut,
  );
  console.log(
    `\nLive fan-out: ${after.streams} open streams (${after.admin_streams} admin), idle ${after.idle.seconds} s, then ${after.burst.deliveries} signed deliveries (≈${after.burst.events} events)`,
  );
  const row = (figures: FanOutFigures) => ({
    "RSS Δ MB": figures.idle.rss_delta_mb,
    "idle CPU %": figures.idle.cpu_percent_of_one_core,
    "CPU % no streams": figures.idle.cpu_percent_without_streams,
    events: figures.burst.events,
    "p50 per stream": figures.burst.per_stream_p50_ms,
    "p95 per stream": figures.burst.per_stream_p95_ms,
    "p50 to all": figures.burst.to_all_p50_ms,
    "p95 to all": figures.burst.to_all_p95_ms,
    "server CPU ms": figures.burst.server_cpu_ms,
    missing: figures.burst.missing,
    "admin-only to analysts": figures.burst.analyst_saw_admin_only,
    "streams ended": figures.burst.streams_ended,
  });
  console.table({
    ...(before && { before: row(before) }),
    "after, LIVE_STREAM=next": row(routeHandler),
    after: row(after),
  });
  return {
    before: measuredBefore,
    after_route_handler: routeHandler,
    after,
    before_dir: process.env.BENCH_BEFORE_DIR ?? null,
  };
}

function previousBefore(): FanOutFigures | null {
  try {
    const previous = JSON.parse(readFileSync("bench/results.json", "utf8")) as {
      live_fanout?: { before?: FanOutFigures | null };
    };
    return previous.live_fanout?.before ?? null;
  } catch {
    return null;
  }
}
