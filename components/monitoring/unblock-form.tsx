"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ApiClientError, fetchJson } from "@/lib/queries/fetch-json";

export interface UnblockFormProps {
  isAdmin: boolean;
}

function problem(error: unknown): { title: string; text: string } {
  if (error instanceof ApiClientError && error.status === 404) {
    return {
      title: "No blocked company with this id",
      text: "It may have been unblocked already, or the id belongs to another customer. Check the id and try again.",
    };
  }
  if (error instanceof ApiClientError && error.status === 403) {
    return { title: "Not allowed", text: "Only an admin can unblock a company." };
  }
  return {
    title: "The company could not be unblocked",
    text: error instanceof Error ? error.message : "Try again in a moment.",
  };
}

/**
 * There is no list of blocked companies upstream (spec 4.14), so the id is typed. Unblocking is
 * confirmed first, and the BFF records it in the audit log.
 */
export function UnblockForm({ isAdmin }: UnblockFormProps) {
  const [id, setId] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const unblock = useMutation({
    mutationFn: (companyId: string) =>
      fetchJson<void>(`/api/blocked-companies/${encodeURIComponent(companyId)}`, {
        method: "DELETE",
      }),
  });

  function review(event: FormEvent) {
    event.preventDefault();
    const trimmed = id.trim();
    if (!trimmed) {
      setFieldError("Enter the id of the blocked company.");
      return;
    }
    setFieldError(null);
    unblock.reset();
    setConfirming(trimmed);
  }

  function confirm() {
    if (!confirming) return;
    unblock.mutate(confirming);
    setConfirming(null);
  }

  if (!isAdmin) {
    return (
      <Alert tone="info" title="Only an admin can unblock a company">
        <p>Ask an admin of your organisation if a company should no longer be blocked.</p>
      </Alert>
    );
  }

  return (
    <div className="max-w-xl space-y-4">
      <form onSubmit={review} noValidate className="flex flex-wrap items-end gap-3">
        <TextField
          label="Blocked company id"
          className="min-w-80 flex-1"
          value={id}
          error={fieldError ?? undefined}
          autoComplete="off"
          onChange={(event) => setId(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={unblock.isPending}>
          Unblock…
        </Button>
      </form>
      {confirming ? (
        <section
          aria-labelledby="unblock-confirm-title"
          className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950"
        >
          <h2 id="unblock-confirm-title" className="font-semibold">
            Unblock company <code>{confirming}</code>?
          </h2>
          <p className="text-sm">
            It will no longer be blocked for your organisation. The change is recorded in the audit
            log under your name.
          </p>
          <div className="flex gap-2">
            <Button variant="danger" onClick={confirm}>
              Confirm unblock
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </div>
        </section>
      ) : null}
      <div aria-live="polite">
        {unblock.isPending ? <p role="status">Unblocking…</p> : null}
        {unblock.isSuccess ? (
          <Alert tone="success" title="Company unblocked">
            <p>
              Company <code>{unblock.variables}</code> is no longer blocked.
            </p>
          </Alert>
        ) : null}
        {unblock.isError ? (
          <Alert tone="error" title={problem(unblock.error).title}>
            <p>{problem(unblock.error).text}</p>
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
