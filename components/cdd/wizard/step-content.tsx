"use client";

import type { WizardStepId } from "@/lib/cdd/wizard-steps";
import { StepContact } from "./step-contact";
import { StepDetails } from "./step-details";
import { StepIdentify } from "./step-identify";
import { StepOptions } from "./step-options";
import { StepReview } from "./step-review";

export interface StepContentProps {
  stepId: WizardStepId;
  onEdit: (step: number) => void;
}

export function StepContent({ stepId, onEdit }: StepContentProps) {
  switch (stepId) {
    case "identify":
      return <StepIdentify />;
    case "details":
      return <StepDetails />;
    case "contact":
      return <StepContact />;
    case "options":
      return <StepOptions />;
    case "review":
      return <StepReview onEdit={onEdit} />;
  }
}
