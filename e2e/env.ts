/**
 * The environment the end-to-end suite runs the console and the sandbox with. The API key is
 * distinctive so the leak test can search every response and bundle for it.
 */
export const e2e = {
  consolePort: 3100,
  sandboxPort: 4110,
  baseURL: "http://localhost:3100",
  sandboxURL: "http://127.0.0.1:4110",
  dataDir: ".data-e2e",
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
  ADMIN_EMAIL: e2e.admin.email,
  ADMIN_PASSWORD: e2e.admin.password,
  UPSTREAM_TIMEOUT_MS: "3000",
};
