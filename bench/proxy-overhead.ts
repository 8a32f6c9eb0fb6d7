import { runLoad, type LoadResult } from "./load";
import { benchKey, type Servers } from "./servers";

export interface ProxyOverhead {
  concurrency: number;
  direct: LoadResult;
  console: LoadResult;
  rps_ratio: number;
  p50_ratio: number;
}

/**
 * The same GET (monitoring alerts, first page) straight against the sandbox and through the
 * console's route handler with a signed-in session, at the same concurrency, in one run.
 */
export async function measureProxyOverhead(servers: Servers): Promise<ProxyOverhead> {
  const concurrency = 10;
  const total = 1500;
  const path = "/monitoring-alerts?page_size=10";
  const direct = () =>
    fetch(`${servers.sandbox.url}${path}`, { headers: { "x-api-key": benchKey } }).then(
      async (r) => {
        await r.arrayBuffer();
        return r.ok;
      },
    );
  const viaConsole = () =>
    fetch(`${servers.consoleUrl}/api${path}`, { headers: { cookie: servers.cookie } }).then(
      async (r) => {
        await r.arrayBuffer();
        return r.ok;
      },
    );
  // Warm both paths (JIT, connection pools, the console's first compile of the route).
  await runLoad(direct, { total: 100, concurrency });
  await runLoad(viaConsole, { total: 100, concurrency });
  const directResult = await runLoad(direct, { total, concurrency });
  const consoleResult = await runLoad(viaConsole, { total, concurrency });
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  return {
    concurrency,
    direct: directResult,
    console: consoleResult,
    rps_ratio: ratio(consoleResult.rps, directResult.rps),
    p50_ratio: ratio(consoleResult.p50, directResult.p50),
  };
}
