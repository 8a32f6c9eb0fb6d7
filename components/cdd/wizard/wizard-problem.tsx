"use client";

import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** What the server said about the last submit, in words, with the way forward. */
export type WizardProblem =
  | { kind: "validation"; message: string; general: string[] }
  | { kind: "conflict"; externalId?: string }
  | { kind: "failure"; title: string; message: string };

export interface WizardProblemAlertProps {
  problem: WizardProblem;
  onFreshDraft: () => void;
  onDiscard: () => void;
}

export function WizardProblemAlert({ problem, onFreshDraft, onDiscard }: WizardProblemAlertProps) {
  if (problem.kind === "validation") {
    return (
      <Alert tone="error" title="The compliance service did not accept the case">
        <p>{problem.message} The fields concerned are marked; nothing you typed was lost.</p>
        {problem.general.length > 0 ? (
          <ul className="list-disc pl-5">
            {problem.general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </Alert>
    );
  }
  if (problem.kind === "failure") {
    return (
      <Alert tone="error" title={problem.title}>
        <p>{problem.message}</p>
        <p>
          Nothing you typed was lost. Submitting again is safe: this draft can only make one case.
        </p>
      </Alert>
    );
  }
  return (
    <Alert tone="error" title="This draft was already submitted with other details">
      <p>
        The compliance service remembers the first submission of each draft (for 7 days) and refuses
        different details under the same draft, so that one draft can never make two cases. A case
        may already exist from the earlier submission.
      </p>
      <p>
        {problem.externalId ? (
          <Link
            className="underline"
            href={`/cdd?external_id=${encodeURIComponent(problem.externalId)}`}
          >
            Look for cases with external ID {problem.externalId}
          </Link>
        ) : (
          <Link className="underline" href="/cdd">
            Look in the case list
          </Link>
        )}
        , or start a fresh draft: it keeps everything you typed and makes a new case.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onFreshDraft}>
          Start a fresh draft with these details
        </Button>
        <Button size="sm" variant="secondary" onClick={onDiscard}>
          Discard the draft
        </Button>
      </div>
    </Alert>
  );
}
