import { cn } from "@/lib/utils";

const bar = "rounded bg-slate-200 dark:bg-slate-800";

export interface TableSkeletonProps {
  /** What is on its way, read out by screen readers ("Loading monitorings"). */
  label?: string;
  columns?: number;
  rows?: number;
}

/**
 * A list's stand-in while its rows are on their way: a table's outline (header row and a few
 * rows), so the page does not jump when the data arrives. Announced once, as a status.
 */
export function TableSkeleton({
  label = "Loading the list",
  columns = 5,
  rows = 5,
}: TableSkeletonProps) {
  const cells = Array.from({ length: columns }, (_, index) => index);
  return (
    <div
      role="status"
      aria-label={label}
      className="animate-pulse overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800"
    >
      <div className="flex gap-4 border-b border-slate-200 bg-slate-50 px-3 py-3 dark:border-slate-800 dark:bg-slate-950">
        {cells.map((cell) => (
          <div key={cell} className={cn(bar, "h-3 flex-1")} />
        ))}
      </div>
      {Array.from({ length: rows }, (_, row) => (
        <div
          key={row}
          className="flex gap-4 border-b border-slate-100 px-3 py-3 last:border-0 dark:border-slate-800"
        >
          {cells.map((cell) => (
            <div key={cell} className={cn(bar, "h-4 flex-1", cell === 0 && "flex-[2]")} />
          ))}
        </div>
      ))}
    </div>
  );
}

export interface DetailSkeletonProps {
  /** What is on its way, read out by screen readers ("Loading the run"). */
  label?: string;
  /** How many label/value lines the record shows. */
  facts?: number;
}

/** One record's stand-in: a title, then label and value pairs, the shape of a detail page. */
export function DetailSkeleton({ label = "Loading", facts = 5 }: DetailSkeletonProps) {
  return (
    <div role="status" aria-label={label} className="animate-pulse space-y-4">
      <div className={cn(bar, "h-7 w-72 max-w-full")} />
      <div className="grid max-w-2xl grid-cols-[8rem_1fr] gap-x-4 gap-y-3">
        {Array.from({ length: facts }, (_, index) => (
          <div key={index} className="contents">
            <div className={cn(bar, "h-4")} />
            <div className={cn(bar, "h-4", index % 2 ? "w-1/2" : "w-3/4")} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The loading state of a list page while its server part renders (the `loading.tsx` files). */
export function ListPageSkeleton({ label = "Loading the page" }: { label?: string }) {
  return (
    <div className="space-y-4">
      <div className="animate-pulse space-y-2" aria-hidden>
        <div className={cn(bar, "h-7 w-56")} />
        <div className={cn(bar, "h-4 w-96 max-w-full")} />
      </div>
      <TableSkeleton label={label} />
    </div>
  );
}
