"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useTransition } from "react";
import { reportKey, type RenderedReport } from "./rendered-report";

/**
 * Keeps a server-rendered report in step with the report the client view holds: when the live
 * data brings a report the server has not rendered (a run that completed while the page was open,
 * a case report that changed), the page's server part is rendered again with `router.refresh()`,
 * once per new report. Until it arrives, `stale` is true and the old rendering (if any) stays.
 */
export function useRenderedReport(
  markdown: string | null | undefined,
  rendered: RenderedReport | null,
) {
  const currentKey = useMemo(() => (markdown ? reportKey(markdown) : null), [markdown]);
  return useRenderedReportKey(currentKey, rendered);
}

/**
 * The same for a view that holds only the report's key (`reportKey`), not its text: the run page,
 * whose query leaves the text out (lib/runs/run-view.ts).
 */
export function useRenderedReportKey(currentKey: string | null, rendered: RenderedReport | null) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const stale = currentKey !== (rendered?.key ?? null);
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!stale || askedFor.current === currentKey) return;
    askedFor.current = currentKey;
    startTransition(() => router.refresh());
  }, [currentKey, router, stale]);
  return { body: rendered?.body ?? null, stale };
}
