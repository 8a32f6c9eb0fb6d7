/**
 * The framework's floor for the proxy benchmark: a Next app with nothing but three route handlers,
 * built and started by bench/floor-server.ts. Whatever the console's GET costs above these is ours.
 */
const config = {
  // As the console's server is configured (COMPRESS_RESPONSES, off by default): the floor of the
  // same work, not of gzip on top of it.
  compress: process.env.COMPRESS_RESPONSES === "on",
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["undici"],
};
export default config;
