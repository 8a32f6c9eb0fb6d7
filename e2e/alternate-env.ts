import { e2e, serverEnv } from "./env";

/**
 * The second console + sandbox pair, on the sandbox's alternate dialect (docs/spec-assumptions.md,
 * "Tolerant reading"): 50 ports above the first pair, its own store, the same build. Its sandbox
 * also makes `POST /cdds` outlast the console's upstream timeout (3 s in the suite), so creating a
 * case exercises the look-up-before-repeat path.
 */
const base = e2e.consolePort + 50;

export const alternate = {
  consolePort: base,
  sandboxPort: base + 1010,
  baseURL: `http://localhost:${base}`,
  sandboxURL: `http://127.0.0.1:${base + 1010}`,
  dataDir: `${e2e.dataDir}-alternate`,
} as const;

export const alternateServerEnv: Record<string, string> = {
  ...serverEnv,
  PORT: String(alternate.consolePort),
  PUBLIC_URL: alternate.baseURL,
  NEXTAUTH_URL: alternate.baseURL,
  SANDBOX_PORT: String(alternate.sandboxPort),
  DATA_DIR: alternate.dataDir,
  SANDBOX_DIALECT: "alternate",
  SANDBOX_CDD_CREATE_DELAY_MS: "3500",
};

/** Set E2E_DIALECTS=default to run only the first pair (e.g. while iterating on one spec). */
export const withAlternate = (process.env.E2E_DIALECTS ?? "default,alternate")
  .split(",")
  .includes("alternate");
