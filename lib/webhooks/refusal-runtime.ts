import "server-only";
import { getDb } from "@/lib/db";
import { getLiveBus } from "@/lib/events/bus";
import { addRefusals, RefusalRecorder } from "./refusals";

const store = globalThis as typeof globalThis & { __consoleRefusals?: RefusalRecorder };

/** The process-wide refusal counter; one batch announcement a second at most reaches admins. */
export function getRefusalRecorder(): RefusalRecorder {
  store.__consoleRefusals ??= new RefusalRecorder(
    async (entry, at) => addRefusals(await getDb(), entry, at),
    1_000,
    () =>
      getLiveBus().publish(
        "webhook.delivery",
        {
          // Nothing was stored: 0 names no row; the page refetches its refusal counts.
          inboundId: 0,
          eventType: null,
          targetType: null,
          targetId: null,
          signatureValid: false,
          processError: null,
          receivedAt: new Date().toISOString(),
        },
        { audience: "admin" },
      ),
  );
  return store.__consoleRefusals;
}
