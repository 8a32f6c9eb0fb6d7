import Link from "next/link";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface FigureCardProps {
  label: string;
  href: string;
  value: ReactNode;
  /** A line under the figure: a breakdown, or why it is missing. */
  note?: ReactNode;
  testId?: string;
  tone?: "neutral" | "attention";
  error?: string;
}

/** One figure that links to the filtered list behind it. */
export function FigureCard({
  label,
  href,
  value,
  note,
  testId,
  tone = "neutral",
  error,
}: FigureCardProps) {
  return (
    <Link
      href={href}
      className={cn(
        "block rounded-lg border bg-white p-5 hover:border-indigo-400 focus-visible:border-indigo-500 dark:bg-slate-900",
        tone === "attention"
          ? "border-amber-300 dark:border-amber-800"
          : "border-slate-200 dark:border-slate-800",
      )}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{label}</p>
      <p className="mt-2 text-3xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </p>
      {error ? (
        <p className="mt-1 text-xs text-red-700 dark:text-red-400">{error}</p>
      ) : note ? (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{note}</p>
      ) : null}
    </Link>
  );
}
