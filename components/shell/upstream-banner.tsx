"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { ApiClientError } from "@/lib/queries/fetch-json";
import { unacknowledgedCountQuery } from "@/lib/queries/monitoring";

/**
 * Says so plainly when the compliance service refuses the console's key or cannot be reached,
 * and tells an admin where to fix it. The badge's query doubles as the probe.
 */
export function UpstreamBanner({ isAdmin }: { isAdmin: boolean }) {
  const { error } = useQuery(unacknowledgedCountQuery);
  if (!(error instanceof ApiClientError)) return null;
  if (error.code === "UPSTREAM_UNAUTHORIZED") {
    return (
      <Alert
        tone="error"
        title="The compliance service rejected the console's API key"
        className="mb-4"
      >
        {isAdmin ? (
          <p>
            Set a valid key under{" "}
            <Link className="underline" href="/settings/keys">
              Settings → API key
            </Link>
            , then test the connection. Until then no data can be loaded.
          </p>
        ) : (
          <p>Ask an admin to set a valid API key. Until then no data can be loaded.</p>
        )}
      </Alert>
    );
  }
  if (error.status === 502 || error.status === 504) {
    return (
      <Alert tone="warning" title="The compliance service is not answering" className="mb-4">
        <p>{error.message} The console keeps retrying; pages show what they can.</p>
      </Alert>
    );
  }
  return null;
}
