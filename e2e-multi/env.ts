import { e2e } from "../e2e/env";

/**
 * Two console instances (A on the e2e base port, B on base + 1) and one sandbox, sharing one
 * PostgreSQL database. E2E_DATABASE_URL names the server (scripts/test.sh starts a throwaway
 * cluster); start-consoles.mjs creates an empty database on it for each run.
 */
const serverUrl = process.env.E2E_DATABASE_URL ?? "";

export const multi = {
  a: `http://localhost:${e2e.consolePort}`,
  b: `http://localhost:${e2e.consolePort + 1}`,
  portB: e2e.consolePort + 1,
  serverUrl,
  databaseUrl: serverUrl ? serverUrl.replace(/\/[^/?]*(\?|$)/, "/console_multi_e2e$1") : "",
  pidDir: `.data-e2e-multi-${e2e.consolePort}`,
  // Every instance must share these two; fixed test values, never used outside this suite.
  authSecret: "multi-instance-e2e-auth-secret-0123456789abcdef",
  encryptionKey: Buffer.alloc(32, 7).toString("base64"),
} as const;
