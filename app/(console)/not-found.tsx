import Link from "next/link";

export default function NotFound() {
  return (
    <div className="max-w-xl space-y-3">
      <h1 className="text-xl font-semibold">Not found</h1>
      <p className="text-slate-600 dark:text-slate-400">
        Nothing exists at this address, or it belongs to another customer.
      </p>
      <Link className="text-indigo-700 underline dark:text-indigo-300" href="/">
        Back to the overview
      </Link>
    </div>
  );
}
