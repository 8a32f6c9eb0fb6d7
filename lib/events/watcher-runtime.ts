import "server-only";
import { isUpstreamError } from "@/lib/api/errors";
import { getComplianceClient } from "@/lib/api/upstream";
import { getDb } from "@/lib/db";
import { listNonTerminalFlowRunIds } from "@/lib/db/flow-runs";
import { getLiveBus } from "./bus";
import { recordRunUpdate } from "./run-updates";
import { RunWatcher } from "./run-watcher";

// One watcher per server process, shared by every bundle that loads this module.
const store = globalThis as typeof globalThis & { __consoleRunWatcher?: RunWatcher };

export function getRunWatcher(): RunWatcher {
  store.__consoleRunWatcher ??= new RunWatcher({
    listCandidates: async () => listNonTerminalFlowRunIds(await getDb()),
    fetchRun: async (runId) => (await getComplianceClient()).getFlowRun(runId),
    record: async (run) =>
      recordRunUpdate(
        { db: await getDb(), bus: getLiveBus(), now: () => new Date() },
        run,
        "watcher",
      ),
    isNotFound: (error) => isUpstreamError(error) && error.status === 404,
  });
  return store.__consoleRunWatcher;
}
