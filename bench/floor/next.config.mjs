/**
 * The framework's floor for the proxy benchmark: a Next app with nothing but three route handlers,
 * built and started by bench/floor-server.ts. Whatever the console's GET costs above these is ours.
 */
const config = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["undici"],
};
export default config;
