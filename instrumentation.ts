/** Next calls this once per server start: the store is migrated and a first admin ensured. */
export async function register(): Promise<void> {
  // Only the Node.js server has the store; the edge bundle must not import it.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { bootstrap } = await import("./lib/bootstrap");
  await bootstrap();
  // The run watcher and the recovery of unprocessed inbound deliveries (lib/events/start.ts).
  const { startLiveServices } = await import("./lib/events/start");
  startLiveServices();
}
