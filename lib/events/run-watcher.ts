import { createHash } from "node:crypto";
import { TERMINAL_RUN_STATUSES, type FlowRunObject } from "@/lib/db/flow-runs";
import type { RunUpdateResult } from "./run-updates";

export interface RunWatcherOptions {
  /** Ids of the unfinished runs this instance should poll (its leases: claimRunLeases). */
  listCandidates: () => Promise<string[]>;
  /** One upstream read of a run (GET /flow-runs/{runId}). */
  fetchRun: (runId: string) => Promise<FlowRunObject>;
  /** Stores the run and announces a change (recordRunUpdate with source "watcher"). */
  record: (run: FlowRunObject) => Promise<RunUpdateResult>;
  /** The upstream does not know the run (e.g. it belongs to another key): stop asking for a while. */
  isNotFound: (error: unknown) => boolean;
  minDelayMs?: number;
  maxDelayMs?: number;
  scanIntervalMs?: number;
  maxConcurrentPolls?: number;
  notFoundPauseMs?: number;
  /**
   * Whether the service's pushes are arriving healthily (lib/events/push-health.ts). While they
   * are, a settled run is polled only as a safety net: its end is pushed.
   */
  pushesHealthy?: () => boolean;
  /** The safety-net delay while pushes are healthy (spread over up to a quarter more). */
  safetyNetDelayMs?: number;
  /**
   * How long a QUEUED run keeps the normal backoff while pushes are healthy: its start is not
   * pushed, and whoever just triggered it wants to see it start.
   */
  queuedGraceMs?: number;
  now?: () => number;
  /** For the safety net's spread; tests pass a fixed one. */
  random?: () => number;
}

interface Watched {
  delay: number;
  timer: ReturnType<typeof setTimeout> | null;
  polling: boolean;
  /** An inbound event arrived while a poll was in flight: poll again soon after it. */
  resetAfterPoll: boolean;
  lastStatus: string | null;
  /** When this watch began, for the QUEUED grace period. */
  since: number;
  /** The pending poll is a safety-net one (pushes were healthy when it was scheduled). */
  stretched: boolean;
  /** A digest of the run as last recorded: a poll that brings the same run writes nothing. */
  recorded: string | null;
}

/**
 * Gentler than doubling: a typical run finishes a few seconds in, where doubling would already
 * wait 4 s between polls; 1.5 keeps the delay near 2 s there for ~2 more polls per run.
 */
const BACKOFF = 1.5;
/** Safety-net polls land over [delay, 1.25 × delay], so runs first seen together do not poll in step. */
const SAFETY_NET_SPREAD = 0.25;

export function isTerminalRunStatus(status: string): boolean {
  return (TERMINAL_RUN_STATUSES as readonly string[]).includes(status);
}

/**
 * Polls every non-terminal run of the local index on the server: ONE upstream poll per run however
 * many browsers watch it, first at once, then backing off 1 s → 1.5 s → 2.25 s → 3.4 s → 5 s (back
 * to 1 s when the status moves), until a terminal status. An inbound event for a run short-circuits it: a
 * terminal status ends the watch, any other polls again after the shortest delay. So live status
 * works with or without inbound webhooks.
 *
 * While pushes are healthy (the console's webhook is connected and deliveries arrive), a run that
 * is RUNNING, or QUEUED past its grace period, is polled once a minute only: the service pushes its
 * completion or failure, and the poll is the safety net for what it does not push (the start,
 * a cancellation) and for a lost delivery. When pushes stop, the next scan brings every stretched
 * poll back within the normal backoff.
 */
export class RunWatcher {
  private readonly runs = new Map<string, Watched>();
  private readonly pausedUntil = new Map<string, number>();
  private readonly waiting: (() => void)[] = [];
  private activePolls = 0;
  private scanTimer: ReturnType<typeof setInterval> | null = null;
  private scanning: Promise<void> | null = null;
  private pushesWereHealthy = false;
  private readonly min: number;
  private readonly max: number;
  private readonly safetyNet: number;
  private readonly queuedGrace: number;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly options: RunWatcherOptions) {
    this.min = options.minDelayMs ?? 1_000;
    this.max = options.maxDelayMs ?? 5_000;
    this.safetyNet = options.safetyNetDelayMs ?? 60_000;
    this.queuedGrace = options.queuedGraceMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  isWatching(runId: string): boolean {
    return this.runs.has(runId);
  }

  get watchedRunIds(): string[] {
    return [...this.runs.keys()];
  }

  start(): void {
    if (this.scanTimer) return;
    this.scanTimer = setInterval(() => void this.scan(), this.options.scanIntervalMs ?? 1_000);
    this.scanTimer.unref?.();
    void this.scan();
  }

  /** Stops polling; resolves once a scan in flight has finished (it may have claimed runs). */
  async stop(): Promise<void> {
    if (this.scanTimer) clearInterval(this.scanTimer);
    this.scanTimer = null;
    for (const id of [...this.runs.keys()]) this.unwatch(id);
    await this.scanning;
    for (const id of [...this.runs.keys()]) this.unwatch(id);
  }

  /** Starts watching a run at once (e.g. one the console just triggered), unless it already is. */
  watch(runId: string): void {
    if (this.runs.has(runId)) return;
    const paused = this.pausedUntil.get(runId);
    if (paused !== undefined && paused > this.now()) return;
    this.pausedUntil.delete(runId);
    const watched: Watched = {
      delay: this.min,
      timer: null,
      polling: false,
      resetAfterPoll: false,
      lastStatus: null,
      since: this.now(),
      stretched: false,
      recorded: null,
    };
    this.runs.set(runId, watched);
    this.schedule(runId, watched, 0);
  }

  /** An inbound delivery reported this status for the run. */
  notifyEvent(runId: string, status: string): void {
    if (isTerminalRunStatus(status)) {
      this.unwatch(runId);
      return;
    }
    const watched = this.runs.get(runId);
    if (!watched) return this.watch(runId);
    watched.delay = this.min;
    watched.lastStatus = status;
    if (watched.polling) watched.resetAfterPoll = true;
    else this.schedule(runId, watched, this.min);
  }

  private unwatch(runId: string): void {
    const watched = this.runs.get(runId);
    if (watched?.timer) clearTimeout(watched.timer);
    this.runs.delete(runId);
  }

  private schedule(runId: string, watched: Watched, delay: number, stretched = false): void {
    if (watched.timer) clearTimeout(watched.timer);
    watched.stretched = stretched;
    watched.timer = setTimeout(() => {
      watched.timer = null;
      void this.poll(runId, watched);
    }, delay);
    watched.timer.unref?.();
  }

  private async poll(runId: string, watched: Watched): Promise<void> {
    if (this.runs.get(runId) !== watched || watched.polling) return;
    watched.polling = true;
    await this.acquire();
    try {
      if (this.runs.get(runId) !== watched) return;
      const run = await this.options.fetchRun(runId);
      // Most polls of a waiting run bring it back unchanged: skip the store's read and write then
      // (what the watcher costs at rest is mostly these).
      const digest = createHash("sha256").update(JSON.stringify(run)).digest("base64");
      if (digest !== watched.recorded) {
        await this.options.record(run);
        watched.recorded = digest;
      }
      if (isTerminalRunStatus(run.status)) return this.unwatch(runId);
      const first = watched.lastStatus === null;
      const moved = !first && watched.lastStatus !== run.status;
      watched.delay = first || moved ? this.min : Math.min(watched.delay * BACKOFF, this.max);
      watched.lastStatus = run.status;
    } catch (error) {
      if (this.options.isNotFound(error)) {
        this.unwatch(runId);
        this.pausedUntil.set(runId, this.now() + (this.options.notFoundPauseMs ?? 10 * 60_000));
        return;
      }
      watched.delay = this.max;
    } finally {
      this.release();
      watched.polling = false;
      if (this.runs.get(runId) === watched) {
        if (watched.resetAfterPoll) watched.delay = this.min;
        watched.resetAfterPoll = false;
        if (this.settledUnderPushes(watched)) {
          const spread = 1 + SAFETY_NET_SPREAD * this.random();
          this.schedule(runId, watched, Math.max(watched.delay, this.safetyNet * spread), true);
        } else this.schedule(runId, watched, watched.delay);
      }
    }
  }

  /** Pushes will bring this run's next change that matters: poll it as a safety net only. */
  private settledUnderPushes(watched: Watched): boolean {
    if (!this.options.pushesHealthy?.()) return false;
    return watched.lastStatus === "RUNNING" || this.now() - watched.since >= this.queuedGrace;
  }

  /** Pushes stopped: stretched polls come back within the normal backoff, spread over it. */
  private resumeBackoff(): void {
    for (const [id, watched] of this.runs) {
      if (!watched.stretched || !watched.timer) continue;
      watched.delay = this.max;
      this.schedule(id, watched, this.random() * this.max);
    }
  }

  /** Picks up runs that joined the index, drops runs it now knows to be terminal. */
  async scan(): Promise<void> {
    if (this.scanning) return this.scanning;
    this.scanning = this.scanOnce().finally(() => {
      this.scanning = null;
    });
    return this.scanning;
  }

  private async scanOnce(): Promise<void> {
    const healthy = this.options.pushesHealthy?.() ?? false;
    if (this.pushesWereHealthy && !healthy) this.resumeBackoff();
    this.pushesWereHealthy = healthy;
    try {
      const ids = await this.options.listCandidates();
      const current = new Set(ids);
      for (const id of ids) this.watch(id);
      for (const [id, watched] of this.runs) {
        if (!current.has(id) && !watched.polling) this.unwatch(id);
      }
      const now = this.now();
      for (const [id, until] of this.pausedUntil) if (until <= now) this.pausedUntil.delete(id);
    } catch (error) {
      console.error("[console] the run watcher could not read the local index:", error);
    }
  }

  private acquire(): Promise<void> {
    if (this.activePolls < (this.options.maxConcurrentPolls ?? 8)) {
      this.activePolls += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.activePolls -= 1;
  }
}
