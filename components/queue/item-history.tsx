import type { HistoryDto } from "@/lib/queue/dto";
import { DateTime } from "@/components/ui/date-time";

const typeLabels: Record<string, string> = {
  created: "Revealed",
  assigned: "Assignment",
  comment: "Comment",
  decision: "Decision",
  upstream: "Change at the service",
  action: "Action",
  reopened: "Reopened",
};

/** Append-only: every entry with who and when; the service's own changes are marked as such. */
export function ItemHistory({ entries }: { entries: HistoryDto[] }) {
  return (
    <section aria-label="History" className="space-y-2">
      <h3 className="text-sm font-semibold">History</h3>
      <ol className="space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className="border-l-2 border-slate-300 pl-3 dark:border-slate-700">
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {typeLabels[entry.type] ?? entry.type} · {entry.actor ?? "the service"} ·{" "}
              <DateTime iso={entry.at} seconds />
            </p>
            {entry.text ? <p className="break-words whitespace-pre-wrap">{entry.text}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
