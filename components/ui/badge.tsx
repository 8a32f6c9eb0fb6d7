import type { ReactNode } from "react";
import type { BadgeTone } from "@/lib/tones";
import { cn } from "@/lib/utils";

export type { BadgeTone };

const tones: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  info: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
  success: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  warning: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  danger: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
  accent: "bg-indigo-100 text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100",
};

export function Badge({
  tone = "neutral",
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
