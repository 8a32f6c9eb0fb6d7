"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { describeCaseError } from "@/lib/cdd/case-errors";
import { stateLabel } from "@/lib/cdd/labels";
import { runCddChecks } from "@/lib/queries/cdds";
import { ApiClientError } from "@/lib/queries/fetch-json";

export interface RunChecksFormProps {
  caseId: string;
  state: string;
}

/** Re-runs the risk checks of a completed case, with the creation's set or another one. */
export function RunChecksForm({ caseId, state }: RunChecksFormProps) {
  const queryClient = useQueryClient();
  const [setId, setSetId] = useState("");
  const mutation = useMutation({
    mutationFn: () => runCddChecks(caseId, setId.trim() ? { risk_check_set_id: setId.trim() } : {}),
    onSettled: (_data, error) => {
      // Success moves the case on; "not completed" means the page's state was out of date.
      if (!error || (error instanceof ApiClientError && error.code === "CASE_NOT_COMPLETED")) {
        void queryClient.invalidateQueries({ queryKey: ["cdds"] });
      }
    },
  });
  const completed = state === "COMPLETED";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate();
  };

  const failure = mutation.error ? describeCaseError(mutation.error, "run-checks") : undefined;
  return (
    <form onSubmit={submit} aria-labelledby="run-checks-title" className="space-y-3">
      <h3 id="run-checks-title" className="font-semibold">
        Run risk checks
      </h3>
      <TextField
        label="Risk check set (optional)"
        hint="Leave empty to use the set the case was created with."
        value={setId}
        onChange={(event) => setSetId(event.target.value)}
        disabled={!completed}
      />
      {!completed ? (
        <p id={`run-checks-hint-${caseId}`} className="text-sm text-slate-600 dark:text-slate-400">
          Risk checks can be run only on a completed case; this case is{" "}
          {stateLabel(state).label.toLowerCase()}.
        </p>
      ) : null}
      <Button
        type="submit"
        variant="secondary"
        aria-describedby={completed ? undefined : `run-checks-hint-${caseId}`}
        disabled={!completed || mutation.isPending}
      >
        {mutation.isPending ? "Starting the checks…" : "Run risk checks"}
      </Button>
      <div aria-live="polite">
        {failure ? (
          <Alert tone="error" title={failure.title}>
            {failure.message}
          </Alert>
        ) : mutation.isSuccess ? (
          <Alert tone="success" title="Checks triggered">
            The case is running its checks; its state and verdict update here by themselves.
          </Alert>
        ) : null}
      </div>
    </form>
  );
}
