// Starts console A and console B at the same moment on an empty PostgreSQL database (both race
// to migrate and to create the first admin), writes their pids for the spec (which kills A), and
// stops both when Playwright stops this process.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { consoleNodeOptions } from "../scripts/heap-limit.mjs";

const [serverUrl, databaseUrl, pidDir, portA, portB] = process.argv.slice(2);
if (!serverUrl || !databaseUrl) {
  console.error("E2E_DATABASE_URL is not set: the multi-instance suite needs a PostgreSQL server");
  process.exit(2);
}
const name = new URL(databaseUrl).pathname.slice(1);
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();

mkdirSync(pidDir, { recursive: true });
const children = [];
for (const [label, port] of [
  ["a", portA],
  ["b", portB],
]) {
  const url = `http://localhost:${port}`;
  const child = spawn("node_modules/.bin/next", ["start", "--port", port], {
    stdio: "inherit",
    // The bounded heap `npm start` gives the server (scripts/heap-limit.mjs): tested as it runs.
    env: {
      ...process.env,
      PORT: port,
      PUBLIC_URL: url,
      NEXTAUTH_URL: url,
      NODE_OPTIONS: consoleNodeOptions(),
    },
  });
  writeFileSync(join(pidDir, `${label}.pid`), String(child.pid));
  children.push(child);
}
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
// B must outlive A (the spec kills A); the suite ends when B ends.
children[1].on("exit", (code) => process.exit(code ?? 1));
