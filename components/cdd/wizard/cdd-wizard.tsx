"use client";

import { useState } from "react";
import { clearDraft, loadDraft, startDraft, type CddDraft } from "@/lib/cdd/draft";
import { emptyWizardValues, type CddWizardValues } from "@/lib/cdd/wizard-schema";
import { LAST_STEP } from "@/lib/cdd/wizard-steps";
import { WizardForm } from "./wizard-form";

export interface CddWizardProps {
  userId: string;
}

interface Session {
  draft: CddDraft;
  restored: boolean;
}

function hasContent(values: CddWizardValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(emptyWizardValues());
}

/** Owns the draft's identity: a fresh draft (new idempotency key) mounts a fresh form. */
export function CddWizard({ userId }: CddWizardProps) {
  const [session, setSession] = useState<Session>(() => {
    const stored = loadDraft(window.localStorage, userId);
    return stored
      ? { draft: stored, restored: hasContent(stored.values) || stored.step > 0 }
      : { draft: startDraft(), restored: false };
  });

  const startOver = (keep?: CddWizardValues) => {
    clearDraft(window.localStorage, userId);
    const draft = startDraft(keep ?? emptyWizardValues());
    // A kept draft goes straight back to the review: everything in it was already checked.
    setSession({ draft: keep ? { ...draft, step: LAST_STEP } : draft, restored: false });
  };

  return (
    <WizardForm
      key={session.draft.idempotencyKey}
      userId={userId}
      draft={session.draft}
      restored={session.restored}
      onStartOver={startOver}
    />
  );
}
