import { loadConfig } from "./config";
import { parseFaultsEnv } from "./core/faults";
import { createSandbox } from "./server";

/** `npm run sandbox`: the simulator alone, on SANDBOX_PORT (default 4010). */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const sandbox = await createSandbox(config, parseFaultsEnv(process.env.SANDBOX_FAULTS));
  console.log(`[sandbox] compliance service simulator listening on ${sandbox.url}`);
  console.log(`[sandbox] clock speed ×${config.speed}, seed ${config.seed}`);
  for (const customer of config.customers) {
    console.log(`[sandbox]   X-API-KEY: ${customer.apiKey}  (customer ${customer.id})`);
  }
  console.log(`[sandbox] seeded ids: GET ${sandbox.url}/_sandbox/seed`);
  const stop = () => {
    sandbox.close().finally(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(
    `[sandbox] failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
