import type { FeatureFactory } from "../../core/context";
import { alertsRoute } from "./alerts-route";
import { monitoringControlRoutes } from "./control-routes";
import { executionsRoute } from "./executions-route";
import { monitoringsRoute } from "./monitorings-route";
import { MonitoringRunner } from "./runner";
import { MonitoringStore } from "./store";

/** Website monitoring (spec 2.4 to 2.6, 3.3, 4.4 to 4.6): seeded history plus live executions. */
export const createMonitoringFeature: FeatureFactory = (context) => {
  const store = new MonitoringStore(context);
  const runner = new MonitoringRunner(context, store);
  return {
    name: "monitoring",
    routes: [
      executionsRoute(context, store),
      monitoringsRoute(store),
      alertsRoute(context, store),
      ...monitoringControlRoutes(context, store, runner),
    ],
    reset() {
      store.reset();
      runner.reset();
    },
    seedSummary(customerId) {
      const { monitorings, alerts } = store.of(customerId);
      return {
        monitorings: monitorings.map(({ id, website, state, is_active }) => ({
          id,
          website,
          state,
          is_active,
        })),
        monitoring_alerts: {
          total: alerts.length,
          unacknowledged: store.unacknowledgedCount(customerId),
        },
      };
    },
    fire: {
      // An alert needs an execution to belong to, so firing runs the monitoring with a failing check.
      monitoring_alert_fired: (customerId, targetId) => {
        const { alert } = runner.runNow(customerId, targetId, true);
        return alert?.id ?? "";
      },
    },
  };
};
