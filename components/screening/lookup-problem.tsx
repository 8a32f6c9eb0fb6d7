import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { ApiClientError } from "@/lib/queries/fetch-json";

export interface LookupProblemProps {
  error: Error;
  what: "search" | "alert";
  id: string;
}

/** Why one search or alert could not be shown, and where to go from there. */
export function LookupProblem({ error, what, id }: LookupProblemProps) {
  const notFound = error instanceof ApiClientError && error.status === 404;
  return (
    <Alert
      tone="error"
      title={notFound ? `No ${what} with this id` : `This ${what} could not be loaded`}
    >
      <p>
        {notFound ? (
          <>
            The compliance service knows no {what} <code>{id}</code> for your organisation. Check
            the id; another customer&apos;s {what}s are answered the same way.
          </>
        ) : (
          error.message
        )}
      </p>
      <p>
        <Link className="underline" href="/screening">
          Back to screening
        </Link>
      </p>
    </Alert>
  );
}
