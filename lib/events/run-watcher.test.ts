import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FlowRunObject } from "@/lib/db/flow-runs";
import { RunWatcher, type RunWatcherOptions } from "./run-watcher";

/** A fake upstream: each run's status can be changed; every poll is recorded with its time. */
function setup(overrides: Partial<RunWatcherOptions> = {}) {
  const statuses = new Map<string, string>();
  const polls: { id: string; at: number }[] = [];
  const recorded: string[] = [];
  let candidates: string[] = [];
  const start = Date.now();
  const watcher = new RunWatcher({
    listCandidates: async () => candidates,
    fetchRun: async (id) => {
      polls.push({ id, at: Date.now() - start });
      const status = statuses.get(id);
      if (!status) throw Object.assign(new Error("RUN_NOT_FOUND"), { status: 404 });
      return { id, flow_id: "f", status } as FlowRunObject;
    },
    record: async (run) => {
      recorded.push(`${run.id}:${run.status}`);
      return { changed: true, previousStatus: null, statusChanged: true };
    },
    isNotFound: (error) => (error as { status?: number }).status === 404,
    scanIntervalMs: 60_000,
    ...overrides,
  });
  return {
    watcher,
    statuses,
    polls,
    recorded,
    setCandidates: (ids: string[]) => {
      candidates = ids;
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("run watcher", () => {
  it("polls at once, then backs off from 1 s to 5 s", async () => {
    const { watcher, statuses, polls } = setup();
    statuses.set("r1", "RUNNING");
    watcher.watch("r1");
    await vi.advanceTimersByTimeAsync(20_000);
    const times = polls.map((poll) => poll.at);
    // Delays 1 s, 1.5 s, 2.25 s, 3.375 s, then 5 s.
    expect(times).toEqual([0, 1000, 2500, 4750, 8125, 13125, 18125]);
    watcher.stop();
  });

  it("polls a run once however often it is asked to watch it", async () => {
    const { watcher, statuses, polls } = setup();
    statuses.set("r1", "QUEUED");
    for (let i = 0; i < 50; i += 1) watcher.watch("r1");
    await vi.advanceTimersByTimeAsync(0);
    expect(polls).toHaveLength(1);
    watcher.stop();
  });

  it("goes back to 1 s when the status moves, and stops at a terminal status", async () => {
    const { watcher, statuses, polls, recorded } = setup();
    statuses.set("r1", "QUEUED");
    watcher.watch("r1");
    await vi.advanceTimersByTimeAsync(2500); // polls at 0, 1000, 2500
    statuses.set("r1", "RUNNING");
    await vi.advanceTimersByTimeAsync(2250); // the poll at 4750 sees RUNNING
    await vi.advanceTimersByTimeAsync(1000); // so the next is 1 s later
    statuses.set("r1", "COMPLETED");
    await vi.advanceTimersByTimeAsync(1500); // at 7250 it sees COMPLETED
    await vi.advanceTimersByTimeAsync(30_000);
    expect(polls.map((poll) => poll.at)).toEqual([0, 1000, 2500, 4750, 5750, 7250]);
    expect(recorded.at(-1)).toBe("r1:COMPLETED");
    expect(watcher.watchedRunIds).toEqual([]);
  });

  it("lets an inbound event cancel the next poll (terminal) or bring it forward", async () => {
    const { watcher, statuses, polls } = setup();
    statuses.set("r1", "RUNNING");
    statuses.set("r2", "RUNNING");
    watcher.watch("r1");
    watcher.watch("r2");
    await vi.advanceTimersByTimeAsync(3000); // each polled at 0, 1000, 2500; next at 4750
    watcher.notifyEvent("r1", "COMPLETED");
    watcher.notifyEvent("r2", "RUNNING");
    await vi.advanceTimersByTimeAsync(1000);
    expect(polls.filter((p) => p.id === "r1").map((p) => p.at)).toEqual([0, 1000, 2500]);
    expect(polls.filter((p) => p.id === "r2").map((p) => p.at)).toEqual([0, 1000, 2500, 4000]);
    watcher.stop();
  });

  it("picks runs up from the index and drops those that became terminal there", async () => {
    const { watcher, statuses, polls, setCandidates } = setup({ scanIntervalMs: 1000 });
    statuses.set("r1", "RUNNING");
    statuses.set("r2", "RUNNING");
    setCandidates(["r1"]);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.watchedRunIds).toEqual(["r1"]);
    setCandidates(["r2"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(watcher.watchedRunIds).toEqual(["r2"]);
    await vi.advanceTimersByTimeAsync(10);
    expect(polls.map((p) => p.id)).toContain("r2");
    watcher.stop();
  });

  it("pauses a run the service does not know instead of asking every few seconds", async () => {
    const { watcher, polls, setCandidates } = setup({
      scanIntervalMs: 1000,
      notFoundPauseMs: 60_000,
    });
    setCandidates(["ghost"]);
    watcher.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(polls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(polls).toHaveLength(2);
    watcher.stop();
  });

  it("never has more polls in flight than allowed", async () => {
    let inFlight = 0;
    let most = 0;
    const { watcher, statuses } = setup({
      maxConcurrentPolls: 3,
      fetchRun: async (id) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 100));
        inFlight -= 1;
        return { id, flow_id: "f", status: "RUNNING" } as FlowRunObject;
      },
    });
    for (let i = 0; i < 20; i += 1) {
      statuses.set(`r${i}`, "RUNNING");
      watcher.watch(`r${i}`);
    }
    await vi.advanceTimersByTimeAsync(5000);
    expect(most).toBe(3);
    watcher.stop();
  });

  describe("while pushes are healthy", () => {
    const pushes = { healthy: true };
    const options = {
      pushesHealthy: () => pushes.healthy,
      safetyNetDelayMs: 60_000,
      queuedGraceMs: 30_000,
      random: () => 0,
    };
    beforeEach(() => {
      pushes.healthy = true;
    });

    it("polls a running run once a minute, as a safety net", async () => {
      const { watcher, statuses, polls } = setup(options);
      statuses.set("r1", "RUNNING");
      watcher.watch("r1");
      await vi.advanceTimersByTimeAsync(180_000);
      expect(polls.map((poll) => poll.at)).toEqual([0, 60_000, 120_000, 180_000]);
      await watcher.stop();
    });

    it("keeps the normal backoff for a queued run until its grace period ends", async () => {
      const { watcher, statuses, polls } = setup(options);
      statuses.set("r1", "QUEUED");
      watcher.watch("r1");
      await vi.advanceTimersByTimeAsync(100_000);
      // 0, 1000, 2500, 4750, 8125, then every 5 s until 30 s have passed, then the safety net.
      expect(polls.map((poll) => poll.at)).toEqual([
        0, 1000, 2500, 4750, 8125, 13125, 18125, 23125, 28125, 33125, 93125,
      ]);
      await watcher.stop();
    });

    it("brings stretched polls back within the normal backoff when pushes stop", async () => {
      const { watcher, statuses, polls, setCandidates } = setup({
        ...options,
        scanIntervalMs: 1000,
        random: () => 0.5,
      });
      statuses.set("r1", "RUNNING");
      setCandidates(["r1"]);
      watcher.start();
      await vi.advanceTimersByTimeAsync(10_000); // polled at 0; the next would be at 67.5 s
      pushes.healthy = false;
      await vi.advanceTimersByTimeAsync(10_000);
      // The scan at 11 s sees pushes gone: the poll moves to 11 s + half of 5 s, then 5 s apart.
      expect(polls.map((poll) => poll.at)).toEqual([0, 13_500, 18_500]);
      await watcher.stop();
    });

    it("still ends the watch when the run's end is pushed", async () => {
      const { watcher, statuses, polls } = setup(options);
      statuses.set("r1", "RUNNING");
      watcher.watch("r1");
      await vi.advanceTimersByTimeAsync(1000);
      watcher.notifyEvent("r1", "COMPLETED");
      await vi.advanceTimersByTimeAsync(120_000);
      expect(polls).toHaveLength(1);
      expect(watcher.watchedRunIds).toEqual([]);
    });
  });

  it("on stop, waits for a scan in flight and polls none of what it claimed", async () => {
    let finishScan = () => {};
    const { watcher, statuses, polls } = setup({
      listCandidates: () =>
        new Promise<string[]>((resolve) => {
          finishScan = () => resolve(["r1"]);
        }),
    });
    statuses.set("r1", "RUNNING");
    watcher.start();
    let stopped = false;
    const stopping = watcher.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finishScan();
    await stopping;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls).toEqual([]);
    expect(watcher.watchedRunIds).toEqual([]);
  });

  it("records a run only when a poll brings something new", async () => {
    const { watcher, statuses, polls, recorded } = setup();
    statuses.set("r1", "QUEUED");
    watcher.watch("r1");
    await vi.advanceTimersByTimeAsync(2500); // polls at 0, 1000, 2500: the same run each time
    statuses.set("r1", "RUNNING");
    await vi.advanceTimersByTimeAsync(2250); // 4750 sees RUNNING
    expect(polls).toHaveLength(4);
    expect(recorded).toEqual(["r1:QUEUED", "r1:RUNNING"]);
    await watcher.stop();
  });
});
