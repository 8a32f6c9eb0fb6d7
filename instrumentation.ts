/** Next calls this once per server start: the store is migrated and a first admin ensured. */
export async function register(): Promise<void> {
  // Only the Node.js server has the store; the edge bundle must not import it.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before any request: the per-address limits must see the socket address, not a client's claim.
  const { installClientAddressHook } = await import("./lib/http/client-address-hook");
  installClientAddressHook();
  const { bootstrap } = await import("./lib/bootstrap");
  const { startSharedBus } = await import("./lib/events/shared-bus");
  try {
    await bootstrap();
    await startSharedBus();
  } catch (error) {
    // A store, key or configuration problem fails the start with its reason, instead of a plain
    // 500 on every request (health checks included) of a server that looks up.
    console.error(`[console] cannot start: ${error instanceof Error ? error.message : error}`);
    if (error instanceof Error && error.cause) console.error("[console] cause:", error.cause);
    process.exit(1);
  }
  // Deliveries are answered before Next sees them, unless told to leave them to Next's route.
  const { env } = await import("./lib/env");
  if (env.INBOUND_RECEIVER === "lean") {
    const { installInboundLeanPath } = await import("./lib/webhooks/inbound-server");
    const { inboundReceiveDeps } = await import("./lib/webhooks/runtime");
    installInboundLeanPath(inboundReceiveDeps);
  }
  // Each tab's live stream is written to its socket directly, unless told to leave it to Next.
  if (env.LIVE_STREAM === "lean") {
    const { installLiveLeanPath } = await import("./lib/events/live-server");
    const { liveFeedOptions } = await import("./lib/events/live-access");
    const { sessionUserForCookie } = await import("./lib/auth/session");
    installLiveLeanPath({
      sessionUser: sessionUserForCookie,
      feedOptions: (user, lastEventId) => liveFeedOptions(user, { lastEventId }),
    });
  }
  // The run watcher and the recovery of unprocessed inbound deliveries (lib/events/start.ts).
  const { startLiveServices } = await import("./lib/events/start");
  startLiveServices();
}
