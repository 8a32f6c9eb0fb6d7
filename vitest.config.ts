import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // Unit tests run outside React's server graph; the real guard still applies to the app build.
      "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    include: [
      "lib/**/*.test.ts",
      "sandbox/**/*.test.ts",
      "components/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    environment: "node",
    // The store's tests run on PostgreSQL too when this is set (scripts/test.sh starts a cluster).
    provide: { testDatabaseUrl: process.env.TEST_DATABASE_URL ?? "" },
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}
