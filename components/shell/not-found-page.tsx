import Link from "next/link";

export interface NotFoundPageProps {
  /** What the address named, e.g. "case": the page then says which kind of record is missing. */
  what?: string;
  backHref?: string;
  backLabel?: string;
}

/** The body of every signed-in 404 (the pages' not-found.tsx files; HTTP status 404). */
export function NotFoundPage({
  what,
  backHref = "/",
  backLabel = "Back to the overview",
}: NotFoundPageProps) {
  return (
    <div className="max-w-xl space-y-3">
      <h1 className="text-xl font-semibold">Not found</h1>
      <p className="text-slate-600 dark:text-slate-400">
        {what ? `No ${what} with this id. ` : null}
        Nothing exists at this address, or it belongs to another customer.
      </p>
      <Link className="text-indigo-700 underline dark:text-indigo-300" href={backHref}>
        {backLabel}
      </Link>
    </div>
  );
}
