import { afterEach, describe, expect, it, vi } from "vitest";
import { LiveBus } from "./bus";
import { createLiveStream } from "./sse";
import { runStatus as run, takeSseMessages, type SseMessage } from "./test-events";

/** Reads what the browser would have received so far, parsed into SSE messages. */
async function readMessages(
  stream: ReadableStream<Uint8Array>,
  until: (m: SseMessage[]) => boolean,
) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const messages: SseMessage[] = [];
  while (!until(messages)) {
    const { done, value } = await reader.read();
    if (done) break;
    const taken = takeSseMessages(text + decoder.decode(value, { stream: true }));
    text = taken.rest;
    messages.push(...taken.messages);
  }
  reader.releaseLock();
  return messages;
}

const delivery = {
  inboundId: 1,
  eventType: "flow_run_completed",
  targetType: "FLOW_RUN",
  targetId: "a",
  signatureValid: true,
  processError: null,
  receivedAt: "2026-01-01T00:00:00.000Z",
};

afterEach(() => vi.useRealTimers());

describe("live stream", () => {
  it("starts with a ready message carrying the current id, then streams events", async () => {
    const bus = new LiveBus(10, "boot");
    bus.publish("run.status", run("old"));
    const stream = createLiveStream({ bus, audience: "all" });
    const first = await readMessages(stream, (m) => m.length >= 1);
    expect(first[0]).toMatchObject({ id: "boot.1", event: "ready" });
    bus.publish("run.status", run("new"));
    const next = await readMessages(stream, (m) => m.length >= 1);
    expect(next[0]).toMatchObject({
      id: "boot.2",
      event: "run.status",
      data: { data: { runId: "new" } },
    });
    await stream.cancel();
    expect(bus.subscriberCount).toBe(0);
  });

  it("resumes after Last-Event-ID without losing or repeating an event", async () => {
    const bus = new LiveBus(10, "boot");
    for (const id of ["a", "b", "c"]) bus.publish("run.status", run(id));
    const stream = createLiveStream({ bus, audience: "all", lastEventId: "boot.1" });
    const messages = await readMessages(stream, (m) => m.length >= 3);
    expect(messages.map((m) => [m.event, m.id])).toEqual([
      ["ready", undefined],
      ["run.status", "boot.2"],
      ["run.status", "boot.3"],
    ]);
    await stream.cancel();
  });

  it("asks the browser to refetch when it is too far behind", async () => {
    const bus = new LiveBus(2, "boot");
    for (const id of ["a", "b", "c", "d"]) bus.publish("run.status", run(id));
    const stream = createLiveStream({ bus, audience: "all", lastEventId: "boot.1" });
    const messages = await readMessages(stream, (m) => m.length >= 2);
    expect(messages.map((m) => [m.event, m.id])).toEqual([
      ["ready", undefined],
      ["resync", "boot.4"],
    ]);
    await stream.cancel();
  });

  it("sends deliveries to admins only", async () => {
    const bus = new LiveBus(10, "boot");
    const analyst = createLiveStream({ bus, audience: "all" });
    const admin = createLiveStream({ bus, audience: "admin" });
    bus.publish("webhook.delivery", delivery, { audience: "admin" });
    bus.publish("run.status", run("a"));
    const forAnalyst = await readMessages(analyst, (m) => m.length >= 2);
    const forAdmin = await readMessages(admin, (m) => m.length >= 3);
    expect(forAnalyst.map((m) => m.event)).toEqual(["ready", "run.status"]);
    expect(forAdmin.map((m) => m.event)).toEqual(["ready", "webhook.delivery", "run.status"]);
    await analyst.cancel();
    await admin.cancel();
  });

  it("sends heartbeats and ends the stream once the user may no longer see it", async () => {
    vi.useFakeTimers();
    const bus = new LiveBus(10, "boot");
    let allowed = true;
    const stream = createLiveStream({
      bus,
      audience: "all",
      heartbeatMs: 1000,
      stillAllowed: async () => allowed,
    });
    await vi.advanceTimersByTimeAsync(1000);
    const messages = await readMessages(stream, (m) => m.length >= 2);
    expect(messages.map((m) => m.event)).toEqual(["ready", "heartbeat"]);
    allowed = false;
    await vi.advanceTimersByTimeAsync(1000);
    const rest = await readMessages(stream, () => false);
    expect(rest.map((m) => m.event)).toEqual(["heartbeat"]);
    expect(bus.subscriberCount).toBe(0);
  });

  it("sends a burst to each stream in order, admin-only events to admins only", async () => {
    const bus = new LiveBus(100, "boot");
    const analysts = Array.from({ length: 3 }, () => createLiveStream({ bus, audience: "all" }));
    const admins = Array.from({ length: 3 }, () => createLiveStream({ bus, audience: "admin" }));
    // One turn of the event loop, as a page of rows read from the store arrives.
    for (let k = 1; k <= 10; k += 1) {
      if (k % 3 === 0)
        bus.publish("webhook.delivery", { ...delivery, inboundId: k }, { audience: "admin" });
      else bus.publish("run.status", run(`r${k}`));
    }
    for (const stream of analysts) {
      const messages = await readMessages(stream, (m) => m.length >= 8);
      expect(messages.map((m) => m.event)).toEqual(["ready", ...Array(7).fill("run.status")]);
      expect(messages.slice(1).map((m) => m.id)).toEqual(
        [1, 2, 4, 5, 7, 8, 10].map((seq) => `boot.${seq}`),
      );
    }
    for (const stream of admins) {
      const messages = await readMessages(stream, (m) => m.length >= 11);
      expect(messages.slice(1).map((m) => m.id)).toEqual(
        Array.from({ length: 10 }, (_, k) => `boot.${k + 1}`),
      );
      expect(messages.filter((m) => m.event === "webhook.delivery")).toHaveLength(3);
    }
    for (const stream of [...analysts, ...admins]) await stream.cancel();
    expect(bus.subscriberCount).toBe(0);
  });

  it("serialises an event once however many streams are open", async () => {
    const bus = new LiveBus(10, "boot");
    const streams = Array.from({ length: 50 }, (_, k) =>
      createLiveStream({ bus, audience: k % 2 ? "admin" : "all" }),
    );
    let serialised = 0;
    const counted = {
      ...run("a"),
      get status() {
        serialised += 1;
        return "COMPLETED";
      },
    };
    bus.publish("run.status", counted);
    for (const stream of streams) {
      const messages = await readMessages(stream, (m) => m.length >= 2);
      expect(messages[1]).toMatchObject({ event: "run.status", data: { data: { runId: "a" } } });
    }
    expect(serialised).toBe(1);
    for (const stream of streams) await stream.cancel();
  });

  it("drops a stream whose client stops reading instead of queueing without bound", async () => {
    const bus = new LiveBus(10, "boot");
    const stalled = createLiveStream({ bus, audience: "all", maxQueuedBytes: 4_000 });
    const reading = createLiveStream({ bus, audience: "all", maxQueuedBytes: 4_000 });
    await readMessages(reading, (m) => m.length >= 1);
    for (let k = 0; k < 40; k += 1) {
      bus.publish("run.status", run(`r${k}`));
      // Each its own turn, as deliveries arrive.
      const messages = await readMessages(reading, (m) => m.length >= 1);
      expect(messages[0]?.id).toBe(`boot.${k + 1}`);
    }
    await expect(stalled.getReader().read()).rejects.toThrow(/too slow/);
    // The reading stream is still subscribed; the stalled one is gone.
    expect(bus.subscriberCount).toBe(1);
    await reading.cancel();
    expect(bus.subscriberCount).toBe(0);
  });

  it("beats every stream from one timer and asks once per session whether it may still see", async () => {
    vi.useFakeTimers();
    const bus = new LiveBus(10, "boot");
    let checks = 0;
    const stillAllowed = async () => {
      checks += 1;
      return true;
    };
    const streams = Array.from({ length: 4 }, () =>
      createLiveStream({
        bus,
        audience: "all",
        heartbeatMs: 1000,
        maxLifetimeMs: 2500,
        sessionKey: "user-1:analyst:1",
        stillAllowed,
      }),
    );
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(checks).toBe(1);
    for (const stream of streams) {
      const messages = await readMessages(stream, (m) => m.length >= 2);
      expect(messages.map((m) => m.event)).toEqual(["ready", "heartbeat"]);
    }
    // Past the lifetime, the next beat ends every stream (their browsers reconnect) and the timer.
    await vi.advanceTimersByTimeAsync(2000);
    for (const stream of streams) {
      const rest = await readMessages(stream, () => false);
      expect(rest.map((m) => m.event)).toEqual(["heartbeat", "heartbeat"]);
    }
    expect(bus.subscriberCount).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
