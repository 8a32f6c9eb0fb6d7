"use client";

import { useCallback, useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { CddCreateBody } from "@/lib/api/schemas/cdd";
import { clearDraft, saveDraft, type CddDraft } from "@/lib/cdd/draft";
import { emptyWizardValues, type CddWizardValues } from "@/lib/cdd/wizard-schema";

type WizardFormApi = UseFormReturn<CddWizardValues, unknown, CddCreateBody>;

/**
 * Writes the draft to localStorage on every change of a value or of the step, until `stop()` (the
 * draft was submitted or discarded). An untouched form on the first step is not a draft.
 */
export function useDraftPersistence(
  form: WizardFormApi,
  userId: string,
  draft: CddDraft,
  step: number,
) {
  const stopped = useRef(false);
  const stepRef = useRef(step);
  const empty = useRef(JSON.stringify(emptyWizardValues()));

  const persist = useCallback(() => {
    if (stopped.current) return;
    const values = form.getValues();
    if (stepRef.current === 0 && JSON.stringify(values) === empty.current) {
      clearDraft(window.localStorage, userId);
      return;
    }
    saveDraft(window.localStorage, userId, { ...draft, step: stepRef.current, values });
  }, [draft, form, userId]);

  useEffect(() => {
    stepRef.current = step;
    persist();
  }, [persist, step]);

  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: persist }),
    [form, persist],
  );

  return useCallback(() => {
    stopped.current = true;
  }, []);
}
