import type { SandboxConfig } from "./core/context";
import type { Customer } from "./core/http";

/** The two documented demo keys: two customers, so cross-customer "not found" can be shown. */
export const defaultApiKeys = "demo-key-northwind:northwind,demo-key-globex:globex";

export function parseApiKeys(value: string): Customer[] {
  const customers = value
    .split(",")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const separator = pair.lastIndexOf(":");
      if (separator <= 0 || separator === pair.length - 1) {
        throw new Error(`SANDBOX_API_KEYS entry "${pair}" is not of the form key:customer`);
      }
      const id = pair.slice(separator + 1);
      return { apiKey: pair.slice(0, separator), id, name: displayName(id) };
    });
  if (customers.length === 0) throw new Error("SANDBOX_API_KEYS names no key");
  return customers;
}

function displayName(id: string): string {
  return id
    .split(/[-_]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function numberFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number`);
  return parsed;
}

function dialectFrom(value: string | undefined): SandboxConfig["dialect"] {
  if (value === undefined || value === "" || value === "default") return "default";
  if (value === "alternate") return "alternate";
  throw new Error('SANDBOX_DIALECT must be "default" or "alternate"');
}

/** The sandbox is its own program: it reads its own variables, nothing of the console's. */
export function loadConfig(source: Record<string, string | undefined>): SandboxConfig {
  const start = source.SANDBOX_START ? Date.parse(source.SANDBOX_START) : undefined;
  if (start !== undefined && Number.isNaN(start)) throw new Error("SANDBOX_START must be ISO 8601");
  return {
    host: source.SANDBOX_HOST || "127.0.0.1",
    port: numberFrom(source.SANDBOX_PORT, 4010, "SANDBOX_PORT"),
    customers: parseApiKeys(source.SANDBOX_API_KEYS || defaultApiKeys),
    speed: numberFrom(source.SANDBOX_SPEED, 1, "SANDBOX_SPEED"),
    seed: numberFrom(source.SANDBOX_SEED, 42, "SANDBOX_SEED"),
    start,
    monitoringIntervalMs: numberFrom(
      source.SANDBOX_MONITORING_INTERVAL_MS,
      90_000,
      "SANDBOX_MONITORING_INTERVAL_MS",
    ),
    deliveryTimeoutMs: numberFrom(
      source.SANDBOX_DELIVERY_TIMEOUT_MS,
      10_000,
      "SANDBOX_DELIVERY_TIMEOUT_MS",
    ),
    deliveryRetryDelaysMs: (source.SANDBOX_DELIVERY_RETRY_DELAYS_MS || "1000,5000,30000")
      .split(",")
      .map((delay) => numberFrom(delay.trim(), 1000, "SANDBOX_DELIVERY_RETRY_DELAYS_MS")),
    quiet: source.SANDBOX_QUIET === "1",
    dialect: dialectFrom(source.SANDBOX_DIALECT),
    cddCreateDelayMs:
      source.SANDBOX_CDD_CREATE_DELAY_MS === "0"
        ? 0
        : numberFrom(source.SANDBOX_CDD_CREATE_DELAY_MS, 0, "SANDBOX_CDD_CREATE_DELAY_MS"),
  };
}
