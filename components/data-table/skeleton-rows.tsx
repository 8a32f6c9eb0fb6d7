export interface SkeletonRowsProps {
  columns: number;
  rows?: number;
}

/**
 * A table's body while its first rows are on their way: pulsing cells under the real header, so
 * the table keeps its shape. The first cell announces the wait to screen readers.
 */
export function SkeletonRows({ columns, rows = 5 }: SkeletonRowsProps) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
      {Array.from({ length: columns }, (_, cell) => (
        <td key={cell} className="px-3 py-2">
          {row === 0 && cell === 0 ? (
            <span role="status" className="sr-only">
              Loading the rows…
            </span>
          ) : null}
          <div aria-hidden className="h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        </td>
      ))}
    </tr>
  ));
}
