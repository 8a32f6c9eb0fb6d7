"use client";

import type { MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { LAST_STEP } from "@/lib/cdd/wizard-steps";

export interface WizardNavProps {
  step: number;
  submitting: boolean;
  onBack: () => void;
}

// A press would first blur the field being typed in; its blur validation can add or remove an
// error line above and move the button away before the release, and the click would be lost.
// Keeping the focus where it is until the click lets the click validate the whole step instead.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** Back never validates and never loses anything; Next (the form's submit) validates the step. */
export function WizardNav({ step, submitting, onBack }: WizardNavProps) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      {step > 0 ? (
        <Button variant="secondary" onMouseDown={keepFocus} onClick={onBack} disabled={submitting}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" onMouseDown={keepFocus} disabled={submitting}>
        {step < LAST_STEP ? "Next" : submitting ? "Creating the case…" : "Create case"}
      </Button>
    </div>
  );
}
