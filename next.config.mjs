import { tsImport } from "tsx/esm/api";

// tsx turns Node's source maps on for the whole process and leaves them on: the server would then
// parse and keep the source map of every chunk it loads (about 70 MB of heap, and every major GC
// marking through it). They go back to what they were once the two modules below are loaded.
const sourceMapsWere = process.sourceMapsEnabled;

// Validates the environment at build and start: a bad variable fails here, not on a request.
const { env } = await tsImport("./lib/env.ts", import.meta.url);

const { BASE_SECURITY_HEADERS, DATA_CSP } = await tsImport(
  "./lib/http/security-headers.ts",
  import.meta.url,
);

process.setSourceMapsEnabled(sourceMapsWere);

/** Headers every response gets; pages and API routes also get a per-request CSP from proxy.ts. */
const baseHeaders = Object.entries(BASE_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Off by default: gzip through Next's streaming middleware cost a proxied 6 KB GET 0.4 ms of
  // latency and ~0.3 ms of CPU for 4 KB saved; the proxy in front compresses (docs/architecture.md).
  compress: env.COMPRESS_RESPONSES === "on",
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
        headers: [{ key: "Content-Security-Policy", value: DATA_CSP }],
      },
      {
        // Static assets are not covered by proxy.ts; they never need to run or embed anything.
        source: "/_next/static/:path*",
        headers: [{ key: "Content-Security-Policy", value: DATA_CSP }],
      },
    ];
  },
};

export default nextConfig;
