import {
  LIVE_CONTROL_EVENTS,
  LIVE_EVENT_TYPES,
  parseLiveEventData,
  type LiveEvent,
  type LiveEventType,
} from "./types";

export type LiveState = "connecting" | "live" | "reconnecting" | "polling";

/** The part of the browser's EventSource this uses, so tests can hand in a fake. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveConnectionOptions {
  url: string;
  /** Where the first connection resumes from, e.g. the bus position when the page was rendered. */
  lastEventId?: string | null;
  onEvent: (event: LiveEvent) => void;
  /** The server could not replay what was missed: everything shown should be refetched. */
  onResync: () => void;
  onState: (state: LiveState) => void;
  /** Called every pollIntervalMs while the stream is unavailable. */
  onPoll: () => void;
  createEventSource?: (url: string) => EventSourceLike;
  failuresBeforePolling?: number;
  pollIntervalMs?: number;
  /** How often a new stream is tried while polling. */
  retryWhilePollingMs?: number;
  /** No message (not even a heartbeat) for this long means the connection is dead. */
  silenceLimitMs?: number;
}

const CLOSED = 2;

/**
 * The browser's one live connection per tab. EventSource reconnects by itself after a dropped
 * connection (sending Last-Event-ID); when it gives up (an error status) or keeps failing, this
 * falls back to polling and keeps trying a new stream, resuming with `?lastEventId=`.
 */
export class LiveConnection {
  private source: EventSourceLike | null = null;
  private lastEventId: string | null = null;
  private failures = 0;
  private state: LiveState | null = null;
  private reopenTimer: ReturnType<typeof setTimeout> | null = null;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private silenceTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(private readonly options: LiveConnectionOptions) {
    this.lastEventId = options.lastEventId ?? null;
  }

  start(): void {
    this.stopped = false;
    this.setState("connecting");
    this.open();
  }

  stop(): void {
    this.stopped = true;
    this.source?.close();
    this.source = null;
    for (const timer of [this.reopenTimer, this.silenceTimer]) if (timer) clearTimeout(timer);
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  private open(): void {
    if (this.stopped) return;
    const { url } = this.options;
    const target = this.lastEventId
      ? `${url}${url.includes("?") ? "&" : "?"}lastEventId=${encodeURIComponent(this.lastEventId)}`
      : url;
    const create = this.options.createEventSource ?? ((u: string) => new EventSource(u));
    const source = create(target);
    this.source = source;
    source.onopen = () => this.healthy();
    source.onerror = () => this.failed(source);
    for (const type of [...LIVE_EVENT_TYPES, ...Object.values(LIVE_CONTROL_EVENTS)]) {
      source.addEventListener(type, (message) => {
        if (source === this.source) this.receive(type, message);
      });
    }
  }

  private receive(type: string, message: MessageEvent<string>): void {
    if (message.lastEventId) this.lastEventId = message.lastEventId;
    this.healthy();
    if (type === LIVE_CONTROL_EVENTS.resync) return this.options.onResync();
    if (type === LIVE_CONTROL_EVENTS.ready || type === LIVE_CONTROL_EVENTS.heartbeat) return;
    let body: { at?: unknown; data?: unknown };
    try {
      body = JSON.parse(message.data) as { at?: unknown; data?: unknown };
    } catch {
      return;
    }
    const data = parseLiveEventData(type as LiveEventType, body.data);
    if (data === undefined) return;
    this.options.onEvent({
      id: message.lastEventId,
      type,
      at: typeof body.at === "string" ? body.at : new Date().toISOString(),
      data,
    } as LiveEvent);
  }

  private healthy(): void {
    this.failures = 0;
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
    this.setState("live");
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => {
      if (this.source) this.failed(this.source, true);
    }, this.options.silenceLimitMs ?? 45_000);
  }

  private failed(source: EventSourceLike, silent = false): void {
    if (source !== this.source || this.stopped) return;
    this.failures += 1;
    const browserRetries = !silent && source.readyState !== CLOSED;
    if (this.failures >= (this.options.failuresBeforePolling ?? 3)) {
      source.close();
      this.source = null;
      this.startPolling();
      this.reopenLater(this.options.retryWhilePollingMs ?? 20_000);
      return;
    }
    this.setState("reconnecting");
    if (browserRetries) return;
    source.close();
    this.source = null;
    this.reopenLater(Math.min(1000 * 2 ** (this.failures - 1), 8000));
  }

  private reopenLater(delay: number): void {
    if (this.reopenTimer) clearTimeout(this.reopenTimer);
    this.reopenTimer = setTimeout(() => {
      this.reopenTimer = null;
      this.open();
    }, delay);
  }

  private startPolling(): void {
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    if (!this.pollTimer) {
      // Refresh at once: whatever happened since the stream broke is unknown.
      this.options.onPoll();
      this.pollTimer = setInterval(
        () => this.options.onPoll(),
        this.options.pollIntervalMs ?? 15_000,
      );
    }
    this.setState("polling");
  }

  private setState(state: LiveState): void {
    if (state === this.state) return;
    this.state = state;
    this.options.onState(state);
  }
}
