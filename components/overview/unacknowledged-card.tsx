"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { unacknowledgedCountQuery } from "@/lib/queries/monitoring";

export function UnacknowledgedCard() {
  const { data, isPending, error } = useQuery(unacknowledgedCountQuery);
  return (
    <Link
      href="/monitoring/alerts?only_unacknowledged=true"
      className="block rounded-lg border border-slate-200 bg-white p-5 hover:border-indigo-400 dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">Unacknowledged monitoring alerts</p>
      <p className="mt-2 text-3xl font-semibold" data-testid="overview-unacknowledged">
        {isPending ? "…" : error ? "—" : data}
      </p>
      {error ? (
        <p className="mt-1 text-xs text-red-700 dark:text-red-400">{error.message}</p>
      ) : null}
    </Link>
  );
}
