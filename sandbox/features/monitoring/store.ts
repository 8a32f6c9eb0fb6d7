import type { SandboxContext } from "../../core/context";
import { familyError } from "../../core/errors";
import { seedCustomerMonitoring } from "./seed";
import type { CustomerMonitoring, Monitoring, MonitoringAlert } from "./types";

/** The first customer gets the big demo data set; others get fewer monitorings. */
const firstCustomerCount = 25;
const otherCustomerCount = 12;

/** Every customer's monitorings, executions and alerts, rebuilt from seed on reset. */
export class MonitoringStore {
  private readonly customers = new Map<string, CustomerMonitoring>();

  constructor(private readonly context: SandboxContext) {}

  reset(): void {
    this.customers.clear();
    this.context.customers.forEach((customer, index) => {
      const count = index === 0 ? firstCustomerCount : otherCustomerCount;
      const rng = this.context.rng(`monitoring:${customer.id}`);
      this.customers.set(
        customer.id,
        seedCustomerMonitoring(customer.id, count, this.context.anchor, rng),
      );
    });
  }

  customerIds(): string[] {
    return [...this.customers.keys()];
  }

  of(customerId: string): CustomerMonitoring {
    let state = this.customers.get(customerId);
    if (!state) {
      state = { monitorings: [], executions: [], alerts: [] };
      this.customers.set(customerId, state);
    }
    return state;
  }

  /** A monitoring of this customer; another customer's is answered as not found (spec §1). */
  monitoring(customerId: string, id: string): Monitoring {
    const found = this.of(customerId).monitorings.find((monitoring) => monitoring.id === id);
    if (!found) throw familyError("error", 404, "Monitoring not found");
    return found;
  }

  findAlert(alertId: string): MonitoringAlert | undefined {
    for (const state of this.customers.values()) {
      const found = state.alerts.find((alert) => alert.id === alertId);
      if (found) return found;
    }
    return undefined;
  }

  unacknowledgedCount(customerId: string): number {
    return this.of(customerId).alerts.filter((alert) => alert.acknowledged_at === null).length;
  }
}
