import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runBeforeExit, type SignalTarget } from "./shutdown";

function fakeProcess() {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  const target = Object.assign(emitter, {
    exit: (code: number) => void exits.push(code),
  }) as unknown as SignalTarget & EventEmitter;
  return { target, exits };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("work before exit", () => {
  it("runs the work before the server's own stop handler, once however many signals", async () => {
    const { target, exits } = fakeProcess();
    const order: string[] = [];
    target.on("SIGTERM", () => order.push("next closes and exits"));
    let finish = () => {};
    runBeforeExit(
      () =>
        new Promise<void>((resolve) => {
          order.push("leases released");
          finish = resolve;
        }),
      { target },
    );
    target.emit("SIGTERM", "SIGTERM");
    target.emit("SIGINT", "SIGINT");
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(["leases released"]);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(["leases released", "next closes and exits"]);
    expect(exits).toEqual([]);
  });

  it("exits by itself when nothing else handles the signal", async () => {
    const { target, exits } = fakeProcess();
    runBeforeExit(async () => {}, { target });
    target.emit("SIGINT", "SIGINT");
    await vi.advanceTimersByTimeAsync(0);
    expect(exits).toEqual([130]);
  });

  it("stops anyway when the work hangs or fails", async () => {
    const hung = fakeProcess();
    vi.spyOn(console, "error").mockImplementation(() => {});
    runBeforeExit(() => new Promise<void>(() => {}), { target: hung.target, timeoutMs: 2_000 });
    hung.target.emit("SIGTERM", "SIGTERM");
    await vi.advanceTimersByTimeAsync(1_999);
    expect(hung.exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(hung.exits).toEqual([143]);

    const failing = fakeProcess();
    runBeforeExit(() => Promise.reject(new Error("store gone")), { target: failing.target });
    failing.target.emit("SIGTERM", "SIGTERM");
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.exits).toEqual([143]);
  });
});
