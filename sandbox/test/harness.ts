import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { loadConfig } from "../config";
import { noFaults, type Faults } from "../core/faults";
import { createSandbox, type Sandbox } from "../server";

export const keys = { northwind: "demo-key-northwind", globex: "demo-key-globex" } as const;

export interface CallOptions {
  key?: string | null;
  body?: unknown;
  rawBody?: string | Buffer | FormData;
  headers?: Record<string, string>;
}

export interface Harness {
  sandbox: Sandbox;
  url: string;
  call(
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<{ status: number; body: unknown; headers: Headers; text: string }>;
  seed(): Promise<SeedCustomer[]>;
  close(): Promise<void>;
}

// The seed document's per-customer entries; each feature adds its own keys.
export type SeedCustomer = { id: string; name: string; api_key: string } & Record<string, unknown>;

/** A sandbox on a free port with a fixed start time, so seed dates are the same in every run. */
export async function startSandbox(
  overrides: Record<string, string> = {},
  faults: Faults = noFaults,
): Promise<Harness> {
  const config = loadConfig({
    SANDBOX_PORT: "1",
    SANDBOX_QUIET: "1",
    SANDBOX_START: "2026-11-02T09:00:00.000Z",
    ...overrides,
  });
  config.port = 0;
  const sandbox = await createSandbox(config, faults);
  const call: Harness["call"] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    const key = options.key === undefined ? keys.northwind : options.key;
    if (key !== null) headers["x-api-key"] = key;
    let body: string | Buffer | FormData | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    const response = await fetch(`${sandbox.url}${path}`, {
      method,
      headers,
      body: body as BodyInit | undefined,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a Markdown report): keep the text.
    }
    return { status: response.status, body: parsed, headers: response.headers, text };
  };
  return {
    sandbox,
    url: sandbox.url,
    call,
    seed: async () =>
      ((await call("GET", "/_sandbox/seed", { key: null })).body as { customers: SeedCustomer[] })
        .customers,
    close: () => sandbox.close(),
  };
}

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  raw: string;
  body: unknown;
}

/** A local webhook receiver that records deliveries and answers with `status()`. */
export async function startReceiver(status: () => number = () => 200) {
  const received: ReceivedDelivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // Kept raw: the test asserts on it.
      }
      received.push({ headers: req.headers, raw, body });
      res.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The signature computed independently of the sandbox's code (docs/spec-assumptions.md). */
export function expectedSignature(secret: string, raw: string): string {
  return `sha256=${createHmac("sha256", secret).update(raw, "utf8").digest("hex")}`;
}

export async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error("waitFor: condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
