"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormProvider, get, useForm, type FieldErrors } from "react-hook-form";
import type { CddCreateBody } from "@/lib/api/schemas/cdd";
import { describeCaseError } from "@/lib/cdd/case-errors";
import { clearDraft, type CddDraft } from "@/lib/cdd/draft";
import { placeServerErrors } from "@/lib/cdd/server-errors";
import { cddWizardSchema, type CddWizardValues } from "@/lib/cdd/wizard-schema";
import { LAST_STEP, stepFields, WIZARD_STEPS } from "@/lib/cdd/wizard-steps";
import { createCdd } from "@/lib/queries/cdds";
import { ApiClientError } from "@/lib/queries/fetch-json";
import { DraftBar } from "./draft-bar";
import { StepContent } from "./step-content";
import { useDraftPersistence } from "./use-draft-persistence";
import { WizardNav } from "./wizard-nav";
import { WizardProblemAlert, type WizardProblem } from "./wizard-problem";
import { WizardProgress } from "./wizard-progress";

export interface WizardFormProps {
  userId: string;
  draft: CddDraft;
  restored: boolean;
  /** A new draft (new idempotency key), keeping the values or starting empty. */
  onStartOver: (keep?: CddWizardValues) => void;
}

/** The create wizard: five steps over one form, each step validated before the next. */
export function WizardForm({ userId, draft, restored, onStartOver }: WizardFormProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm<CddWizardValues, unknown, CddCreateBody>({
    resolver: zodResolver(cddWizardSchema),
    defaultValues: draft.values,
    mode: "onTouched",
  });
  const [step, setStep] = useState(draft.step);
  const [problem, setProblem] = useState<WizardProblem | null>(null);
  const stopPersisting = useDraftPersistence(form, userId, draft, step);
  // Set synchronously, so a second click in the same frame is dropped before React re-renders.
  const inFlight = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const mutation = useMutation({
    mutationFn: (body: CddCreateBody) => createCdd(body, draft.idempotencyKey),
    onSuccess: (created) => {
      stopPersisting();
      clearDraft(window.localStorage, userId);
      void queryClient.invalidateQueries({ queryKey: ["cdds"] });
      router.push(`/cdd/${encodeURIComponent(created.id)}`);
    },
    onError: (error) => {
      inFlight.current = false;
      showServerError(error);
    },
  });

  function showServerError(error: unknown) {
    const values = form.getValues();
    if (error instanceof ApiClientError && error.status === 409) {
      setProblem({ kind: "conflict", externalId: values.external_id.trim() || undefined });
      return;
    }
    if (error instanceof ApiClientError && error.status === 422 && error.details?.length) {
      const placed = placeServerErrors(error.details, values.shape);
      for (const { field, message } of placed.fields) {
        form.setError(field, { type: "server", message }, { shouldFocus: false });
      }
      setProblem({ kind: "validation", message: error.message, general: placed.general });
      if (placed.step !== undefined) setStep(placed.step);
      return;
    }
    const text = describeCaseError(error);
    setProblem({ kind: "failure", title: text.title, message: text.message });
  }

  const goNext = async () => {
    const valid = await form.trigger(stepFields(step, form.getValues("shape")), {
      shouldFocus: true,
    });
    if (valid) setStep((current) => Math.min(current + 1, LAST_STEP));
  };

  const openFirstInvalidStep = (errors: FieldErrors<CddWizardValues>) => {
    const shape = form.getValues("shape");
    const invalid = WIZARD_STEPS.findIndex((_, index) =>
      stepFields(index, shape).some((field) => get(errors, field) !== undefined),
    );
    if (invalid >= 0) setStep(invalid);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step !== LAST_STEP) {
      void goNext();
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    void form.handleSubmit(
      (body) => mutation.mutate(body),
      (errors) => {
        inFlight.current = false;
        openFirstInvalidStep(errors);
      },
    )();
  };

  const current = WIZARD_STEPS[step];
  return (
    <FormProvider {...form}>
      <div className="space-y-5">
        <DraftBar
          restored={restored}
          startedAt={draft.startedAt}
          onDiscard={() => {
            stopPersisting();
            onStartOver();
          }}
        />
        <WizardProgress step={step} onSelect={setStep} />
        <div aria-live="polite">
          {problem ? (
            <WizardProblemAlert
              problem={problem}
              onFreshDraft={() => onStartOver(form.getValues())}
              onDiscard={() => {
                stopPersisting();
                onStartOver();
              }}
            />
          ) : null}
        </div>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="wizard-step-heading"
          className="space-y-6 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2
            id="wizard-step-heading"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold outline-none"
          >
            Step {step + 1} of {WIZARD_STEPS.length}: {current.title}
          </h2>
          <StepContent stepId={current.id} onEdit={setStep} />
          <WizardNav
            step={step}
            submitting={mutation.isPending || mutation.isSuccess}
            onBack={() => setStep((value) => Math.max(0, value - 1))}
          />
        </form>
      </div>
    </FormProvider>
  );
}
