import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LiveConnection, type EventSourceLike, type LiveState } from "./live-connection";
import type { LiveEvent } from "./types";

class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }
  emit(type: string, data: unknown, lastEventId = "") {
    const message = { data: JSON.stringify(data), lastEventId } as MessageEvent<string>;
    for (const listener of this.listeners.get(type) ?? []) listener(message);
  }
  /** `closed`: the server answered with an error status (EventSource gives up). */
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.onerror?.(new Event("error"));
  }
}

let sources: FakeEventSource[];
let states: LiveState[];
let events: LiveEvent[];
let polls: number;
let resyncs: number;

function connect(lastEventId?: string) {
  const connection = new LiveConnection({
    url: "/api/live",
    lastEventId,
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    onEvent: (event) => events.push(event),
    onResync: () => (resyncs += 1),
    onState: (state) => states.push(state),
    onPoll: () => (polls += 1),
    pollIntervalMs: 15_000,
    retryWhilePollingMs: 20_000,
  });
  connection.start();
  return connection;
}

const run = {
  runId: "r1",
  flowId: null,
  status: "COMPLETED",
  previousStatus: "RUNNING",
  source: "inbound",
};

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  states = [];
  events = [];
  polls = 0;
  resyncs = 0;
});
afterEach(() => vi.useRealTimers());

describe("the browser's live connection", () => {
  it("goes live and hands on typed events, dropping ones that do not parse", () => {
    const connection = connect();
    sources[0].open();
    sources[0].emit("ready", { at: "x" }, "boot.4");
    sources[0].emit("run.status", { at: "2026-01-01T00:00:00Z", data: run }, "boot.5");
    sources[0].emit("run.status", { at: "2026-01-01T00:00:00Z", data: { runId: 3 } }, "boot.6");
    expect(states).toEqual(["connecting", "live"]);
    expect(events).toEqual([
      { id: "boot.5", type: "run.status", at: "2026-01-01T00:00:00Z", data: run },
    ]);
    connection.stop();
  });

  it("resumes from where the page was rendered, so nothing between is missed", () => {
    const connection = connect("boot.3");
    expect(sources[0].url).toBe("/api/live?lastEventId=boot.3");
    connection.stop();
  });

  it("resumes a reconnect it makes itself from the last event id", async () => {
    const connection = connect();
    sources[0].open();
    sources[0].emit("run.status", { at: "t", data: run }, "boot.7");
    sources[0].fail(true);
    expect(states.at(-1)).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources[1].url).toBe("/api/live?lastEventId=boot.7");
    sources[1].open();
    expect(states.at(-1)).toBe("live");
    connection.stop();
  });

  it("falls back to polling after repeated failures, says so, and comes back when it can", async () => {
    const connection = connect();
    sources[0].fail(true);
    await vi.advanceTimersByTimeAsync(1000);
    sources[1].fail(true);
    await vi.advanceTimersByTimeAsync(2000);
    sources[2].fail(true);
    expect(states).toEqual(["connecting", "reconnecting", "polling"]);
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(polls).toBe(2);
    await vi.advanceTimersByTimeAsync(5_000);
    sources[3].open();
    expect(states.at(-1)).toBe("live");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls).toBe(2);
    connection.stop();
  });

  it("treats a silent connection as dead and refetches everything on resync", async () => {
    const connection = connect();
    sources[0].open();
    sources[0].emit("resync", { reason: "gap" }, "boot.9");
    expect(resyncs).toBe(1);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(sources[0].readyState).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources[1].url).toBe("/api/live?lastEventId=boot.9");
    connection.stop();
  });
});
