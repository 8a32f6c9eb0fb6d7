import { jsonAnswer } from "@/lib/http/json-answer";
import { checkUpstream, type UpstreamStatus } from "@/lib/api/upstream";
import { getSessionUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { countRunLeases } from "@/lib/db/run-leases";
import { instanceId } from "@/lib/events/instance";
import { busStatus } from "@/lib/events/shared-bus";
import { getRunWatcher, WATCH_LEASE_MS } from "@/lib/events/watcher-runtime";
import { storeAnswers, storeStatus } from "@/lib/health/store-status";
import { withPublic } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };
const UPSTREAM_CACHE_MS = 30_000;
const cache = globalThis as typeof globalThis & {
  __consoleUpstreamHealth?: { status: UpstreamStatus; at: string; expires: number };
};

/**
 * Liveness (`?probe=live`): the process answers. Readiness (default): 200 `{ ok: true }` once the
 * store answers, else 503 `{ ok: false }`. That is all an anonymous caller learns: no upstream
 * call, nothing about the stored key. A signed-in admin also gets the instance, the store and its
 * migration level, the live bus and the watcher's leases, and the upstream's status (checked at
 * most every 30 s).
 */
export const GET = withPublic(async ({ request }) => {
  if (request.nextUrl.searchParams.get("probe") === "live") {
    return jsonAnswer({ ok: true }, { headers: noStore });
  }
  const db = await getDb().catch(() => null);
  const ready = db !== null && (await storeAnswers(db));
  const status = ready ? 200 : 503;
  const user = ready ? await getSessionUser().catch(() => null) : null;
  if (!db || user?.role !== "admin") {
    return jsonAnswer({ ok: ready }, { status, headers: noStore });
  }
  const now = new Date();
  const watcher = getRunWatcher();
  return jsonAnswer(
    {
      ok: ready,
      instance: instanceId(),
      store: await storeStatus(db),
      bus: busStatus(),
      watcher: {
        watching: watcher.watchedRunIds.length,
        leases: await countRunLeases(db, {
          owner: instanceId(),
          now,
          leaseMs: WATCH_LEASE_MS,
        }).catch(() => null),
      },
      upstream: await cachedUpstream(now),
    },
    { status, headers: noStore },
  );
});

async function cachedUpstream(now: Date): Promise<{ status: UpstreamStatus; checkedAt: string }> {
  const cached = cache.__consoleUpstreamHealth;
  if (cached && cached.expires > now.getTime())
    return { status: cached.status, checkedAt: cached.at };
  const status = await checkUpstream();
  const at = new Date().toISOString();
  cache.__consoleUpstreamHealth = { status, at, expires: now.getTime() + UPSTREAM_CACHE_MS };
  return { status, checkedAt: at };
}
