/** The one answer for unknown, expired and revoked links alike; no way into the console. */
export default function ShareNotFound() {
  return (
    <div className="space-y-3">
      <h1 className="text-xl font-semibold">This link is not available</h1>
      <p className="text-slate-700 dark:text-slate-300">
        The link may be mistyped, it may have expired, or it may have been revoked. Ask the person
        who shared the report with you for a new link.
      </p>
    </div>
  );
}
