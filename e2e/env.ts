/**
 * The environment the end-to-end suite runs the console and the sandbox with. The API key is
 * distinctive so the leak test can search every response and bundle for it.
 */
// E2E_PORT_BASE and NEXT_DIST_DIR let two suites run side by side on one machine.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const e2e = {
  consolePort: base,
  sandboxPort: base + 1010,
  baseURL: `http://localhost:${base}`,
  sandboxURL: `http://127.0.0.1:${base + 1010}`,
  dataDir: base === 3100 ? ".data-e2e" : `.data-e2e-${base}`,
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  apiKey: "e2e-upstream-key-6f1d93b7a2c44e0f",
  admin: { email: "admin@e2e.example", password: "e2e-admin-password-1!" },
  analyst: { email: "analyst@e2e.example", password: "e2e-analyst-password-1!" },
} as const;

export const serverEnv: Record<string, string> = {
  PORT: String(e2e.consolePort),
  PUBLIC_URL: e2e.baseURL,
  NEXTAUTH_URL: e2e.baseURL,
  SANDBOX_PORT: String(e2e.sandboxPort),
  SANDBOX_API_KEYS: `${e2e.apiKey}:northwind,demo-key-globex:globex`,
  SANDBOX_SPEED: "4",
  SANDBOX_QUIET: "1",
  DATA_DIR: e2e.dataDir,
  NEXT_DIST_DIR: e2e.distDir,
  ADMIN_EMAIL: e2e.admin.email,
  ADMIN_PASSWORD: e2e.admin.password,
  UPSTREAM_TIMEOUT_MS: "3000",
};
