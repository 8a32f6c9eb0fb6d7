"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { expiredSignInPath } from "@/lib/auth/next-path";
import { ApiClientError } from "@/lib/queries/fetch-json";

const isSignedOut = (error: unknown) => error instanceof ApiClientError && error.status === 401;
const herePath = () => window.location.pathname + window.location.search;

/**
 * An open tab whose session ended (signed out elsewhere, disabled, lifetime over) learns it from a
 * 401. A failed background read sends the user to sign in and back here at once; a failed action
 * (a submitted form) does not navigate away, so what they typed stays on screen, and offers the
 * way forward instead.
 */
export function SignedOutWatcher() {
  const client = useQueryClient();
  const [actionRefused, setActionRefused] = useState(false);
  useEffect(() => {
    const leave = () => window.location.assign(expiredSignInPath(herePath()));
    const queries = client.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && isSignedOut(event.query.state.error)) leave();
    });
    const mutations = client.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && isSignedOut(event.mutation.state.error)) {
        setActionRefused(true);
      }
    });
    return () => {
      queries();
      mutations();
    };
  }, [client]);
  if (!actionRefused) return null;
  return (
    <div role="alert" className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-xl">
      <Alert tone="warning" title="Your session has ended">
        Nothing was saved.{" "}
        <a
          href={expiredSignInPath(herePath())}
          target="_blank"
          rel="noopener"
          className="font-medium underline"
        >
          Sign in again in a new tab
        </a>
        , then repeat the action here: what you entered on this page is kept.
      </Alert>
    </div>
  );
}
