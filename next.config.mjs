import { tsImport } from "tsx/esm/api";

// Validates the environment at build and start: a bad variable fails here, not on a request.
const { env } = await tsImport("./lib/env.ts", import.meta.url);

/** Headers every response gets; pages and API routes also get a per-request CSP from proxy.ts. */
const baseHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Separate build directories let several checkouts' test runs share one machine.
  distDir: env.NEXT_DIST_DIR,
  reactStrictMode: true,
  serverExternalPackages: ["better-sqlite3", "undici"],
  // forbidden(): an analyst opening an admin page gets a real 403, not a 200 that says no.
  experimental: { authInterrupts: true },
  // A real redirect before any streaming: a page-level redirect() under the loading boundary
  // answered 200 and moved the browser only once the stream arrived.
  async redirects() {
    return [{ source: "/monitoring", destination: "/monitoring/alerts", permanent: false }];
  },
  async headers() {
    return [
      { source: "/:path*", headers: baseHeaders },
      {
        // API answers are data, never documents to render (pages get theirs from proxy.ts).
        source: "/api/:path*",
        headers: [
          { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
        ],
      },
      {
        // Static assets are not covered by proxy.ts; they never need to run or embed anything.
        source: "/_next/static/:path*",
        headers: [
          { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
        ],
      },
    ];
  },
};

export default nextConfig;
