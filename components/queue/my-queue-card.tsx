"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { myQueueQuery } from "@/lib/queries/queue";

/** The overview's "my queue": each figure opens the queue filtered to it. */
export function MyQueueCard() {
  const { data, error } = useQuery(myQueueQuery);
  const figures = [
    { label: "Assigned to me", value: data?.assigned_to_me, href: "/queue?assignee=me" },
    {
      label: "Mine waiting over a day",
      value: data?.my_overdue,
      href: "/queue?assignee=me&age=24h",
    },
    { label: "Unassigned", value: data?.unassigned, href: "/queue?assignee=unassigned" },
    {
      label: "Decided by me today",
      value: data?.decided_by_me_today,
      href: "/queue?assignee=me&state=closed",
    },
  ];
  return (
    <section
      aria-labelledby="my-queue-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="my-queue-heading" className="text-lg font-semibold">
        My queue
      </h2>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The queue could not be read: {error.message}
        </p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <li key={figure.label}>
            <Link
              href={figure.href}
              className="block rounded-md border border-slate-200 p-3 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                {figure.label}
              </span>
              <span className="text-2xl font-semibold" data-testid={`my-queue-${figure.label}`}>
                {figure.value ?? "…"}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
