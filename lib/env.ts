import { isIP } from "node:net";
import { z } from "zod";

/**
 * The console's configuration, read from the process environment once and validated here.
 * Nothing else reads `process.env`; `next.config.mjs` imports this module so a bad value fails the
 * build instead of a request. No variable here is `NEXT_PUBLIC_`: none of them reaches a browser.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(
  z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), "must be an http(s) URL")
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
);

const RESERVED_HEADERS = new Set([
  "x-api-key",
  "accept",
  "content-type",
  "content-length",
  "user-agent",
  "host",
  "cookie",
  "authorization",
  "transfer-encoding",
  "connection",
]);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  COMPLIANCE_API_URL: optionalUrl,
  COMPLIANCE_API_KEY: optionalString,
  SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(4010),
  SANDBOX_API_KEYS: optionalString,
  ADMIN_EMAIL: optionalString.pipe(z.string().email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters").optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default("./.data"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  TRUSTED_PROXIES: optionalString.pipe(
    z
      .string()
      .transform((value) => value.split(",").map((entry) => entry.trim()))
      .refine((entries) => entries.every(isAddressOrRange), {
        message: "TRUSTED_PROXIES must be comma-separated IP addresses or CIDR ranges",
      })
      .optional(),
  ),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Who answers POST /api/inbound/webhook: the lean node:http path in front of Next (default), or
  // Next's own route handler (the same logic at a third of the rate; a fallback and the benchmark's
  // baseline). docs/architecture.md, "Inbound webhooks".
  INBOUND_RECEIVER: z.enum(["lean", "next"]).default("lean"),
  // Who answers GET /api/live: the lean node:http path in front of Next (default), or Next's route
  // handler (the same checks and feed, through a web stream; a fallback and the benchmark's
  // baseline). docs/architecture.md, "Live updates".
  LIVE_STREAM: z.enum(["lean", "next"]).default("lean"),
  // Whether the server gzips its own answers: `off` leaves compression to the TLS-terminating proxy
  // in front (any deployment past localhost or a LAN has one); `on` for a console reached over a
  // slow link with no proxy. docs/architecture.md, "Compression".
  COMPRESS_RESPONSES: z.enum(["off", "on"]).default("off"),
  AUTH_SECRET: optionalString,
  NEXTAUTH_SECRET: optionalString,
  CONSOLE_ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => Buffer.from(value, "base64").length === 32,
        "CONSOLE_ENCRYPTION_KEY must be 32 bytes, base64-encoded",
      )
      .optional(),
  ),
  // The spec does not name the header; a name the console itself sets (the key, the body's
  // type...) would be overwritten or leak the key into another meaning, so those are refused.
  COMPLIANCE_IDEMPOTENCY_HEADER: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/,
      "COMPLIANCE_IDEMPOTENCY_HEADER must be a header name",
    )
    .refine(
      (name) => !RESERVED_HEADERS.has(name.toLowerCase()),
      "COMPLIANCE_IDEMPOTENCY_HEADER cannot be a header the console sets itself",
    )
    .default("Idempotency-Key"),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  NEXT_DIST_DIR: z.string().trim().min(1).default(".next"),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(8),
  // The absolute limit from sign-in, however active the session stays (lib/auth/lifetime.ts).
  SESSION_MAX_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(12),
});

export type Env = z.infer<typeof schema>;

function isAddressOrRange(entry: string): boolean {
  const [address, bits, extra] = entry.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) {
    const problems = crossChecks(result.data);
    if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}

/** Rules that span variables. */
function crossChecks(data: Env): string[] {
  const problems: string[] = [];
  if (data.TRUSTED_PROXIES && data.TRUSTED_PROXY_HOPS > 0) {
    problems.push("  TRUSTED_PROXIES, TRUSTED_PROXY_HOPS: set one of them, not both");
  }
  // Instances sharing a store must share these too; a file generated per host would differ.
  if (data.DATABASE_URL) {
    if (!data.AUTH_SECRET && !data.NEXTAUTH_SECRET) {
      problems.push("  AUTH_SECRET: required with DATABASE_URL (every instance must use the same)");
    }
    if (!data.CONSOLE_ENCRYPTION_KEY) {
      problems.push(
        "  CONSOLE_ENCRYPTION_KEY: required with DATABASE_URL (every instance must use the same)",
      );
    }
  }
  return problems;
}

export const env: Env = parseEnv(process.env);

/** The upstream is the embedded sandbox unless a real one is configured. */
export const usesSandbox = env.COMPLIANCE_API_URL === undefined;

export const upstreamUrl = env.COMPLIANCE_API_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`;

export const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
