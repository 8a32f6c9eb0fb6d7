import { describe, expect, it } from "vitest";
import type { InboundEventRecord } from "@/lib/db/inbound-events";
import { InboundQueue } from "./inbound-queue";

const record = (id: number) => ({ id }) as InboundEventRecord;
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("the inbound processing queue", () => {
  it("processes what gathered in one batch, each row once", async () => {
    const batches: number[][] = [];
    const queue = new InboundQueue(async (batch) => {
      batches.push(batch.map((item) => item.record.id));
    });
    for (const id of [1, 2, 3, 2]) queue.enqueue({ record: record(id), claimed: false });
    await queue.idle();
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("takes the sweep's claim on a row still waiting, so it is not claimed twice", async () => {
    const seen: boolean[] = [];
    const queue = new InboundQueue(async (batch) => {
      seen.push(...batch.map((item) => item.claimed));
    });
    queue.enqueue({ record: record(1), claimed: false });
    queue.enqueue({ record: record(1), claimed: true });
    await queue.idle();
    expect(seen).toEqual([true]);
  });

  it("waits while the receiver is busy and goes on when it falls idle", async () => {
    let busy = true;
    const processed: number[] = [];
    const queue = new InboundQueue(
      async (batch) => {
        processed.push(...batch.map((item) => item.record.id));
      },
      200,
      () => busy,
    );
    queue.enqueue({ record: record(1), claimed: false });
    await turn();
    expect(processed).toEqual([]);
    busy = false;
    queue.resume();
    await queue.idle();
    expect(processed).toEqual([1]);
  });

  it("stops waiting once the backlog reaches its bound", async () => {
    const processed: number[] = [];
    const queue = new InboundQueue(
      async (batch) => {
        processed.push(...batch.map((item) => item.record.id));
      },
      200,
      () => true,
      3,
    );
    for (const id of [1, 2]) queue.enqueue({ record: record(id), claimed: false });
    await turn();
    expect(processed).toEqual([]);
    queue.enqueue({ record: record(3), claimed: false });
    await queue.idle();
    expect(processed).toEqual([1, 2, 3]);
  });
});
