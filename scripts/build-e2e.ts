/**
 * The production build the end-to-end suite runs against, made with the e2e upstream key in the
 * environment (as COMPLIANCE_API_KEY and in SANDBOX_API_KEYS), so the key-leak spec's scan of the
 * client output can fail if any code inlines it. Leaves a marker with the key's hash (never the
 * key) that the spec checks, so a scan of a build made without the key cannot pass.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { e2e, serverEnv } from "../e2e/env";

const E2E_BUILD_MARKER = "e2e-build.json";

const result = spawnSync("node_modules/.bin/next", ["build"], {
  stdio: "inherit",
  env: { ...process.env, ...serverEnv, COMPLIANCE_API_KEY: e2e.apiKey, NODE_ENV: "production" },
});
if (result.status !== 0) process.exit(result.status ?? 1);
const apiKeySha256 = createHash("sha256").update(e2e.apiKey).digest("hex");
writeFileSync(join(e2e.distDir, E2E_BUILD_MARKER), JSON.stringify({ apiKeySha256 }));
