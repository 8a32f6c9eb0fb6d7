import { DateTime } from "@/components/ui/date-time";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { ActivityItem } from "@/lib/events/describe";

const TONES = { success: "success", danger: "danger", warning: "warning", info: "info" } as const;
const WORDS = { success: "Done", danger: "Alert", warning: "Check", info: "Update" } as const;

/** Recent live events, newest first, each linking to what it is about. */
export function ActivityList({ items }: { items: ActivityItem[] }) {
  if (items.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Nothing has happened yet in this tab.
      </p>
    );
  }
  return (
    <ul aria-label="Recent activity" className="flex max-h-80 flex-col gap-2 overflow-y-auto">
      {items.map((item) => (
        <li key={item.id} className="flex items-start justify-between gap-2 text-sm">
          <span className="flex min-w-0 flex-col">
            {item.href ? (
              <Link href={item.href} className="text-indigo-700 underline dark:text-indigo-300">
                {item.text}
              </Link>
            ) : (
              <span>{item.text}</span>
            )}
            <span className="text-xs text-slate-500 dark:text-slate-400">
              <DateTime iso={item.at} seconds />
            </span>
          </span>
          <Badge tone={TONES[item.tone]}>{WORDS[item.tone]}</Badge>
        </li>
      ))}
    </ul>
  );
}
