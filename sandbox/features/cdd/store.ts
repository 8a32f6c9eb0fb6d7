import type { SandboxContext } from "../../core/context";
import { familyError } from "../../core/errors";
import type { RequestContext } from "../../core/http";
import { IdempotencyCache } from "./idempotency";
import { caseDetailJson, type CaseRecord, type DocumentRecord } from "./model";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

// A Host header is echoed into document URLs; anything but host[:port] is ignored.
const hostPattern = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The cases of every customer, the idempotency cache, and what emitting an event needs. */
export class CddStore {
  readonly idempotency: IdempotencyCache;
  private cases = new Map<string, Map<string, CaseRecord>>();
  private lastOrigin: string | undefined;

  constructor(private readonly context: SandboxContext) {
    this.idempotency = new IdempotencyCache(context.clock);
  }

  replace(records: CaseRecord[]): void {
    this.cases.clear();
    this.idempotency.clear();
    for (const record of records) this.add(record);
  }

  add(record: CaseRecord): void {
    const own = this.cases.get(record.customerId) ?? new Map<string, CaseRecord>();
    own.set(record.id, record);
    this.cases.set(record.customerId, own);
  }

  /** Newest first, as an analyst reads a case list. */
  list(customerId: string): CaseRecord[] {
    return [...(this.cases.get(customerId)?.values() ?? [])].sort(
      (a, b) => b.createdAt - a.createdAt,
    );
  }

  get(customerId: string, id: string): CaseRecord | undefined {
    return this.cases.get(customerId)?.get(id);
  }

  /** A case of the caller: 400 for an id that is no UUID, 404 when unknown or another's. */
  find(ctx: RequestContext): CaseRecord {
    const id = ctx.params.id;
    this.originOf(ctx);
    if (!isUuid(id)) throw familyError("cdd", 400, "Invalid case ID format");
    const record = this.get(ctx.customer.id, id.toLowerCase());
    if (!record) throw familyError("cdd", 404, "Case not found");
    return record;
  }

  /** Document URLs are absolute: built from the Host the client used to reach the sandbox. */
  originOf(ctx: RequestContext): string {
    const host = ctx.req.headers.host;
    if (host && hostPattern.test(host)) this.lastOrigin = `http://${host}`;
    return this.origin();
  }

  /** For events, which no request carries: the host last seen, else the configured address. */
  origin(): string {
    const { host, port } = this.context.config;
    return this.lastOrigin ?? `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;
  }

  now(): number {
    return this.context.clock.now();
  }

  touch(record: CaseRecord): void {
    record.updatedAt = Math.max(this.now(), record.updatedAt);
  }

  /** An untracked timer: registry documents keep arriving whatever happens to the case's state. */
  later(delayMs: number, run: () => void): void {
    this.context.clock.after(delayMs, run);
  }

  schedule(record: CaseRecord, delayMs: number, run: () => void): void {
    const id = this.context.clock.after(delayMs, () => {
      record.timers = record.timers.filter((timer) => timer !== id);
      run();
    });
    record.timers.push(id);
  }

  cancelTimers(record: CaseRecord): void {
    for (const timer of record.timers) this.context.clock.cancel(timer);
    record.timers = [];
  }

  /** §6: the full CDD object, with its documents, serialised as a JSON string. */
  emitStateChanged(record: CaseRecord): void {
    const payload = JSON.stringify(caseDetailJson(this.origin(), record));
    this.context.emit(record.customerId, "cdd_state_changed", record.id, payload);
  }

  addDocument(record: CaseRecord, document: DocumentRecord): void {
    record.documents.push(document);
    this.touch(record);
    const payload = JSON.stringify(caseDetailJson(this.origin(), record));
    this.context.emit(record.customerId, "cdd_document_fetched", record.id, payload);
  }
}
