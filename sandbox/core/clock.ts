/**
 * Sandbox time. It runs `speed` times faster than the wall clock, can be paused and advanced, and
 * every scheduled state change (a run starting, a case completing, a monitoring execution) is a
 * timer on this clock, so advancing it fires them in order without waiting.
 */
interface Timer {
  id: number;
  at: number;
  run: () => void;
}

function runSafely(timer: Timer): void {
  try {
    timer.run();
  } catch (error) {
    console.error("[sandbox] scheduled task failed:", error);
  }
}

export class SandboxClock {
  private baseSandbox: number;
  private baseReal: number;
  private speedValue: number;
  private pausedValue = false;
  private timers: Timer[] = [];
  private nextId = 1;
  private handle: NodeJS.Timeout | undefined;

  constructor(options: { speed: number; start?: number }) {
    this.baseReal = Date.now();
    this.baseSandbox = options.start ?? this.baseReal;
    this.speedValue = options.speed;
  }

  now(): number {
    if (this.pausedValue) return this.baseSandbox;
    return this.baseSandbox + (Date.now() - this.baseReal) * this.speedValue;
  }

  iso(offsetMs = 0): string {
    return new Date(this.now() + offsetMs).toISOString();
  }

  get speed(): number {
    return this.speedValue;
  }

  get paused(): boolean {
    return this.pausedValue;
  }

  get pending(): number {
    return this.timers.length;
  }

  setSpeed(speed: number): void {
    this.rebase();
    this.speedValue = speed;
    this.arm();
  }

  pause(): void {
    this.rebase();
    this.pausedValue = true;
    this.arm();
  }

  resume(): void {
    this.rebase();
    this.pausedValue = false;
    this.arm();
  }

  /** Moves sandbox time forward, firing every timer that falls due, in time order. */
  advance(ms: number): void {
    const target = this.now() + ms;
    for (;;) {
      const due = this.timers[0];
      if (!due || due.at > target) break;
      this.rebase();
      this.baseSandbox = Math.max(this.baseSandbox, due.at);
      this.timers.shift();
      runSafely(due);
    }
    this.rebase();
    this.baseSandbox = Math.max(this.baseSandbox, target);
    this.arm();
  }

  /** Runs `run` once sandbox time reaches `at` (immediately when already past). */
  at(at: number, run: () => void): number {
    const timer = { id: this.nextId++, at, run };
    const index = this.timers.findIndex((existing) => existing.at > at);
    if (index === -1) this.timers.push(timer);
    else this.timers.splice(index, 0, timer);
    this.arm();
    return timer.id;
  }

  after(delayMs: number, run: () => void): number {
    return this.at(this.now() + delayMs, run);
  }

  cancel(id: number): void {
    this.timers = this.timers.filter((timer) => timer.id !== id);
    this.arm();
  }

  /** Drops every timer (used by reset and shutdown). */
  clear(): void {
    this.timers = [];
    this.arm();
  }

  stop(): void {
    this.clear();
  }

  private rebase(): void {
    this.baseSandbox = this.now();
    this.baseReal = Date.now();
  }

  private arm(): void {
    if (this.handle) clearTimeout(this.handle);
    this.handle = undefined;
    const next = this.timers[0];
    if (!next || this.pausedValue) return;
    const realDelay = Math.max(0, (next.at - this.now()) / this.speedValue);
    this.handle = setTimeout(() => this.fireDue(), Math.min(realDelay, 2_147_000_000));
    this.handle.unref();
  }

  private fireDue(): void {
    this.handle = undefined;
    const now = this.now();
    while (this.timers[0] && this.timers[0].at <= now) {
      runSafely(this.timers.shift() as Timer);
    }
    this.arm();
  }
}
