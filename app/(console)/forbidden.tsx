import Link from "next/link";

/** What an analyst sees on an admin page (status 403): no admin data left the server. */
export default function Forbidden() {
  return (
    <div className="max-w-xl space-y-3">
      <h1 className="text-2xl font-semibold">Admins only</h1>
      <p className="text-slate-700 dark:text-slate-300">
        This page can be used only by an admin. Ask an admin of your console if you need a change
        here.
      </p>
      <Link className="text-indigo-700 underline dark:text-indigo-300" href="/settings">
        Back to settings
      </Link>
    </div>
  );
}
