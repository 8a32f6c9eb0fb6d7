import { afterEach, describe, expect, it, vi } from "vitest";
import { LiveBus } from "./bus";
import { createLiveStream } from "./sse";

interface Message {
  id?: string;
  event?: string;
  data?: unknown;
}

/** Reads what the browser would have received so far, parsed into SSE messages. */
async function readMessages(stream: ReadableStream<Uint8Array>, until: (m: Message[]) => boolean) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const messages: Message[] = [];
  while (!until(messages)) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const blocks = text.split("\n\n");
    text = blocks.pop() ?? "";
    for (const block of blocks) {
      const message: Message = {};
      for (const line of block.split("\n")) {
        const [field, ...rest] = line.split(": ");
        const value = rest.join(": ");
        if (field === "id") message.id = value;
        if (field === "event") message.event = value;
        if (field === "data") message.data = JSON.parse(value);
      }
      if (message.event) messages.push(message);
    }
  }
  reader.releaseLock();
  return messages;
}

const run = (runId: string) =>
  ({
    runId,
    flowId: null,
    status: "COMPLETED",
    previousStatus: "RUNNING",
    source: "inbound",
  }) as const;

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
});
