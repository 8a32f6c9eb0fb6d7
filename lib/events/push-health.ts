/**
 * Whether the service's pushes can be trusted to bring run changes, so the run watcher may poll
 * only as a safety net: the console's webhook is connected (active, subscribed to every event, its
 * secret held) and a signed delivery was verified within the last `quietMs`. Either failing (the
 * webhook is disconnected, or deliveries stopped arriving) means normal polling again.
 */
export class PushHealth {
  private lastVerifiedAt = Number.NEGATIVE_INFINITY;
  private connected = false;

  constructor(
    private readonly quietMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A delivery passed its signature check, on this instance or (over the shared bus) another. */
  deliveryVerified(): void {
    this.lastVerifiedAt = this.now();
  }

  setConnected(connected: boolean): void {
    this.connected = connected;
  }

  /** Verified deliveries arrived lately; only then is the webhook's connection worth asking about. */
  get deliveriesArriving(): boolean {
    return this.now() - this.lastVerifiedAt <= this.quietMs;
  }

  get healthy(): boolean {
    return this.connected && this.deliveriesArriving;
  }
}
