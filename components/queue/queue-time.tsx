const compact = new Intl.DateTimeFormat(undefined, {
  month: "short",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
});
const full = new Intl.DateTimeFormat(undefined, {
  year: "numeric",
  month: "short",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZoneName: "short",
});

/** A time with its zone (the queue is read across teams); the ISO value stays machine-readable. */
export function QueueTime({ iso, detailed }: { iso: string | null; detailed?: boolean }) {
  if (!iso) return <span className="text-slate-500">—</span>;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span>{iso}</span>;
  return (
    <time dateTime={iso} title={iso} className="whitespace-nowrap">
      {(detailed ? full : compact).format(date)}
    </time>
  );
}
