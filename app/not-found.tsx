import Link from "next/link";

export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl space-y-3 p-8">
      <h1 className="text-xl font-semibold">Not found</h1>
      <p className="text-slate-600 dark:text-slate-400">There is nothing at this address.</p>
      <Link className="text-indigo-700 underline dark:text-indigo-300" href="/">
        Go to the console
      </Link>
    </main>
  );
}
