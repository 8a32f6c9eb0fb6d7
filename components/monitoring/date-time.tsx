const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export interface DateTimeProps {
  iso: string | null | undefined;
  /** Said when there is no value, e.g. "Never". */
  empty?: string;
}

/** A timestamp for reading, with the exact ISO value machine-readable and on hover. */
export function DateTime({ iso, empty = "—" }: DateTimeProps) {
  if (!iso) return <span className="text-slate-600 dark:text-slate-400">{empty}</span>;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span>{iso}</span>;
  return (
    <time dateTime={iso} title={iso} className="whitespace-nowrap">
      {formatter.format(date)}
    </time>
  );
}
