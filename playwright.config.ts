import { defineConfig, devices } from "@playwright/test";
import { alternate, alternateServerEnv, withAlternate } from "./e2e/alternate-env";
import { e2e, serverEnv } from "./e2e/env";
import { consoleNodeOptions } from "./scripts/heap-limit.mjs";

// The consoles run with the bounded heap `npm start` gives the server (scripts/heap-limit.mjs).
const consoleNodeEnv = { NODE_ENV: "production", NODE_OPTIONS: consoleNodeOptions() };

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * End to end against a production build (`next build` runs first, in scripts/test.sh) and the
 * sandbox, in Debian's Chromium. Servers are started through node_modules/.bin so stopping the PID
 * stops them.
 */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  globalSetup: "./e2e/global-setup.ts",
  use: {
    baseURL: e2e.baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      metadata: { dialect: "default", sandboxURL: e2e.sandboxURL },
    },
    // The main paths again, against a service that made every open choice differently; only
    // dialect-main-paths.spec.ts, to keep the suite's time small.
    ...(withAlternate
      ? [
          {
            name: "alternate-dialect",
            testMatch: /dialect-main-paths\.spec\.ts/,
            use: { ...devices["Desktop Chrome"], baseURL: alternate.baseURL },
            metadata: { dialect: "alternate", sandboxURL: alternate.sandboxURL },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: "node_modules/.bin/tsx sandbox/main.ts",
      url: `${e2e.sandboxURL}/_sandbox/clock`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/next start --port ${e2e.consolePort}`,
      url: `${e2e.baseURL}/api/health`,
      env: { ...serverEnv, ...consoleNodeEnv },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    ...(withAlternate
      ? [
          {
            command: "node_modules/.bin/tsx sandbox/main.ts",
            url: `${alternate.sandboxURL}/_sandbox/clock`,
            env: alternateServerEnv,
            reuseExistingServer: false,
            timeout: 60_000,
          },
          {
            // A fresh store each run, like the first pair's (scripts/test.sh removes that one).
            command: `rm -rf '${alternate.dataDir}' && exec node_modules/.bin/next start --port ${alternate.consolePort}`,
            url: `${alternate.baseURL}/api/health`,
            env: { ...alternateServerEnv, ...consoleNodeEnv },
            reuseExistingServer: false,
            timeout: 120_000,
          },
        ]
      : []),
  ],
});
