"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { ApiClientError, fetchJson } from "@/lib/queries/fetch-json";
import { runViewPath } from "@/lib/queries/runs";
import type { RunView } from "@/lib/runs/run-view";

/**
 * Opens any run by its id. The lookup also adds the run to the console's index, which is how runs
 * started elsewhere (API, schedules) join the list when no event announced them.
 */
export function OpenRunForm() {
  const [runId, setRunId] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const router = useRouter();
  const queryClient = useQueryClient();

  async function open(event: FormEvent) {
    event.preventDefault();
    const id = runId.trim();
    if (!id) {
      setError("Enter a run id.");
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      const run = await fetchJson<RunView>(runViewPath(id));
      queryClient.setQueryData(["flow-runs", run.id], run);
      await queryClient.invalidateQueries({ queryKey: ["runs"] });
      router.push(`/runs/${encodeURIComponent(run.id)}`);
    } catch (caught) {
      setPending(false);
      setError(
        caught instanceof ApiClientError && caught.code === "RUN_NOT_FOUND"
          ? "No run with this id exists for the console's customer. Check the id; a run of another customer is not visible here."
          : caught instanceof Error
            ? caught.message
            : "The run could not be opened.",
      );
    }
  }

  return (
    <form onSubmit={open} className="flex flex-wrap items-start gap-2" aria-label="Find a run">
      <TextField
        className="min-w-72 flex-1"
        label="Open a run by id"
        placeholder="e.g. 7b4d5e72-7671-4560-ab2d-6c7ea34c91aa"
        value={runId}
        onChange={(event) => setRunId(event.target.value)}
        error={error}
        spellCheck={false}
      />
      <Button type="submit" variant="secondary" className="mt-6" disabled={pending}>
        {pending ? "Opening…" : "Open run"}
      </Button>
      <p aria-live="polite" className="sr-only">
        {error}
      </p>
    </form>
  );
}
