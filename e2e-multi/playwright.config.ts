import { defineConfig, devices } from "@playwright/test";
import { e2e, serverEnv } from "../e2e/env";
import { multi } from "./env";

/**
 * The multi-instance suite: one sandbox, two production consoles on one PostgreSQL database
 * (`npm test` runs it after the main suite; E2E_DATABASE_URL names the server).
 */
export default defineConfig({
  testDir: ".",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: multi.a,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: "node_modules/.bin/tsx sandbox/main.ts",
      cwd: "..",
      url: `${e2e.sandboxURL}/_sandbox/clock`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node e2e-multi/start-consoles.mjs ${multi.serverUrl} ${multi.databaseUrl} ${multi.pidDir} ${e2e.consolePort} ${multi.portB}`,
      cwd: "..",
      url: `${multi.b}/api/health`,
      env: {
        ...serverEnv,
        NODE_ENV: "production",
        DATABASE_URL: multi.databaseUrl,
        AUTH_SECRET: multi.authSecret,
        CONSOLE_ENCRYPTION_KEY: multi.encryptionKey,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
