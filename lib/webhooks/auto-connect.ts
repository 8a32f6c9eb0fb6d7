import "server-only";
import { connectThisConsole, getConsoleConnection } from "./console-runtime";
import { forgetPushMode } from "./push-status";

const attempts = 10;
const delayMs = 3_000;

/**
 * With the embedded sandbox the console connects its own receiver at start, so events are pushed
 * with nothing for an admin to do. Retried while the sandbox is still starting; an existing sound
 * connection is left alone. Against a real service nothing happens here: an admin connects it.
 */
export async function autoConnectEmbeddedSandbox(
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<"connected" | "already" | "failed"> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const connection = await getConsoleConnection();
      if (connection.state === "connected") return "already";
      await connectThisConsole(null);
      forgetPushMode();
      console.log("[console] connected this console's receiver to the embedded sandbox");
      return "connected";
    } catch (error) {
      if (attempt === attempts) {
        console.error("[console] could not connect the receiver to the embedded sandbox:", error);
        return "failed";
      }
      await wait(delayMs);
    }
  }
  return "failed";
}
