/**
 * The receiver's copy of each webhook secret it verifies with, so a delivery costs neither a read
 * of the sealed secret nor its decryption. A cached secret is trusted for `revalidateMs`; after
 * that, one cheap read of the stored version (it changes on every save) tells whether it still
 * stands, so an admin's rotation on another instance reaches this one within that time. A failed
 * verification asks again at once (`fresh`): a delivery signed with a secret just rotated
 * elsewhere is not refused for a stale copy. Saves and deletes on this instance forget at once.
 */
export interface SecretSource {
  /** The secret and its version (decrypts), or undefined when none is stored. */
  read(webhookId: string): Promise<{ secret: string; version: string } | undefined>;
  /** Only the version (no decryption), or undefined when none is stored. */
  version(webhookId: string): Promise<string | undefined>;
}

interface Entry {
  secret: string;
  version: string;
  checkedAt: number;
}

export class SecretCache {
  // Only secrets the store holds are kept: unknown webhook ids (anyone can send them) add nothing.
  private readonly entries = new Map<string, Entry>();
  private readonly checking = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly source: SecretSource,
    private readonly revalidateMs = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  async find(webhookId: string, { fresh = false } = {}): Promise<string | undefined> {
    const entry = this.entries.get(webhookId);
    if (entry && !fresh && this.now() - entry.checkedAt < this.revalidateMs) return entry.secret;
    // Concurrent deliveries to one webhook share one check.
    let pending = this.checking.get(webhookId);
    if (!pending) {
      pending = this.check(webhookId, entry).finally(() => this.checking.delete(webhookId));
      this.checking.set(webhookId, pending);
    }
    return pending;
  }

  forget(webhookId: string): void {
    this.entries.delete(webhookId);
  }

  private async check(webhookId: string, entry: Entry | undefined): Promise<string | undefined> {
    const checkedAt = this.now();
    if (entry) {
      const version = await this.source.version(webhookId);
      if (version === entry.version) {
        entry.checkedAt = checkedAt;
        return entry.secret;
      }
    }
    const stored = await this.source.read(webhookId);
    if (!stored) {
      this.entries.delete(webhookId);
      return undefined;
    }
    this.entries.set(webhookId, { ...stored, checkedAt });
    return stored.secret;
  }
}
