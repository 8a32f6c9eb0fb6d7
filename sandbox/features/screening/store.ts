import type { SandboxContext } from "../../core/context";
import type { EventType } from "../../core/events";
import type { AlertRecord, SearchRecord } from "./model";

/** Searches and alerts of every customer, and the clock timers that move them. */
export class ScreeningStore {
  private searches = new Map<string, SearchRecord>();
  private alerts = new Map<string, AlertRecord>();
  private timers = new Map<string, number>();

  constructor(private readonly context: SandboxContext) {}

  replace(searches: SearchRecord[], alerts: AlertRecord[]): void {
    this.searches = new Map(searches.map((search) => [search.id, search]));
    this.alerts = new Map(alerts.map((alert) => [alert.id, alert]));
    this.timers.clear();
  }

  addSearch(search: SearchRecord): void {
    this.searches.set(search.id, search);
  }

  addAlert(alert: AlertRecord): void {
    this.alerts.set(alert.id, alert);
  }

  /** Another customer's record is answered exactly like a missing one. */
  search(customerId: string, id: string): SearchRecord | undefined {
    const search = this.searches.get(id.toLowerCase());
    return search?.customerId === customerId ? search : undefined;
  }

  alert(customerId: string, id: string): AlertRecord | undefined {
    const alert = this.alerts.get(id.toLowerCase());
    return alert?.customerId === customerId ? alert : undefined;
  }

  /** For timers, which act on a record whoever owns it. */
  byId(id: string): { search?: SearchRecord; alert?: AlertRecord } {
    return { search: this.searches.get(id), alert: this.alerts.get(id) };
  }

  searchOf(alert: AlertRecord): SearchRecord {
    return this.searches.get(alert.searchId) as SearchRecord;
  }

  searchesOf(customerId: string): SearchRecord[] {
    return [...this.searches.values()].filter((search) => search.customerId === customerId);
  }

  alertsOf(customerId: string): AlertRecord[] {
    return [...this.alerts.values()].filter((alert) => alert.customerId === customerId);
  }

  now(): number {
    return this.context.clock.now();
  }

  /** One pending timer per record: scheduling again, or acting on the record now, replaces it. */
  schedule(recordId: string, delayMs: number, run: () => void): void {
    this.cancel(recordId);
    const timer = this.context.clock.after(delayMs, () => {
      this.timers.delete(recordId);
      run();
    });
    this.timers.set(recordId, timer);
  }

  cancel(recordId: string): void {
    const timer = this.timers.get(recordId);
    if (timer !== undefined) this.context.clock.cancel(timer);
    this.timers.delete(recordId);
  }

  emit(customerId: string, type: EventType, targetId: string, payload: unknown): void {
    this.context.emit(customerId, type, targetId, payload);
  }

  rng(label: string) {
    return this.context.rng(label);
  }
}
