"use client";

export interface ColumnChoice {
  id: string;
  label: string;
}

export interface ColumnChooserProps {
  columns: ColumnChoice[];
  hidden: Set<string>;
  onToggle: (id: string) => void;
}

/** A disclosure with one checkbox per optional column; keyboard-usable without a script menu. */
export function ColumnChooser({ columns, hidden, onToggle }: ColumnChooserProps) {
  return (
    <details className="relative text-sm">
      <summary className="cursor-pointer rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800">
        Columns ({columns.length - columns.filter((c) => hidden.has(c.id)).length} of{" "}
        {columns.length})
      </summary>
      <fieldset className="absolute right-0 z-10 mt-1 w-56 space-y-1 rounded-md border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <legend className="sr-only">Columns shown</legend>
        {columns.map((column) => (
          <label key={column.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={!hidden.has(column.id)}
              onChange={() => onToggle(column.id)}
            />
            {column.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
