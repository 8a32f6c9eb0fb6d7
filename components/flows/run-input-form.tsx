"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { clearDraft, readDraft, writeDraft } from "@/lib/flows/draft";
import { buildFormSchema } from "@/lib/flows/form-validation";
import { formatJson, parseJsonInput } from "@/lib/flows/json-input";
import {
  canShowInForm,
  fieldForPointer,
  formToInput,
  formValuesFrom,
  planSchemaForm,
  type FormValues,
} from "@/lib/flows/schema-form";
import type { RegisteredFlowDto } from "@/lib/flows/schemas";
import { ApiClientError } from "@/lib/queries/fetch-json";
import { triggerFlowRun } from "@/lib/queries/runs";
import { inputValidator, type InputIssue } from "@/lib/flows/input-validator";
import { JsonInputEditor } from "./json-input-editor";
import { JsonIssueSummary, withSchemaCheck } from "./schema-check";
import { SchemaFields } from "./schema-fields";
import { TriggerErrorSummary } from "./trigger-error-summary";

export interface RunInputFormProps {
  flowId: string;
  flow?: RegisteredFlowDto;
  /** A previous run's input (re-run); it wins over a saved draft. */
  initialInput?: Record<string, unknown>;
}

type Mode = "form" | "json";

/**
 * The run's input: a form generated from the flow's JSON Schema when it can be, else (or on
 * request) a JSON editor. What is typed survives errors, reloads and mode switches (draft in
 * sessionStorage). This component renders only in the browser (after the flows query), so it
 * reads the draft while initialising.
 */
export function RunInputForm({ flowId, flow, initialInput }: RunInputFormProps) {
  const plan = useMemo(() => planSchemaForm(flow?.input_schema), [flow?.input_schema]);
  const fields = useMemo(() => (plan.kind === "form" ? plan.fields : []), [plan]);
  const [initial] = useState(() => initialState(flowId, plan, initialInput));
  const [mode, setMode] = useState<Mode>(initial.mode);
  const [json, setJson] = useState(initial.json);
  const [modeNote, setModeNote] = useState<string>();
  const router = useRouter();
  const queryClient = useQueryClient();

  const validate = useMemo(() => inputValidator(flow?.input_schema), [flow?.input_schema]);
  const [jsonIssues, setJsonIssues] = useState<InputIssue[]>([]);
  const resolver = useMemo(
    () =>
      withSchemaCheck(
        zodResolver(buildFormSchema(fields)) as unknown as Resolver<FormValues>,
        fields,
        validate,
      ),
    [fields, validate],
  );
  const form = useForm<FormValues>({ resolver, defaultValues: initial.values });
  const { register, handleSubmit, formState, setError, getValues, reset, subscribe } = form;

  useEffect(() => {
    writeDraft(flowId, { mode, json, values: getValues() });
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => writeDraft(flowId, { mode, json, values }),
    });
  }, [flowId, mode, json, subscribe, getValues]);

  const trigger = useMutation({
    mutationFn: (input: Record<string, unknown>) => triggerFlowRun(flowId, input),
    onSuccess: async ({ id }) => {
      clearDraft(flowId);
      await queryClient.invalidateQueries({ queryKey: ["runs"] });
      router.push(`/runs/${encodeURIComponent(id)}`);
    },
    onError: (error) => {
      if (mode !== "form" || !(error instanceof ApiClientError)) return;
      if (error.code !== "VALIDATION_ERROR") return;
      let focused = false;
      for (const detail of error.details ?? []) {
        const field = fieldForPointer(fields, detail.path ?? detail.field ?? "");
        if (!field) continue;
        setError(
          field.name,
          { type: "server", message: detail.message },
          { shouldFocus: !focused },
        );
        focused = true;
      }
    },
  });

  function switchMode(next: Mode) {
    setModeNote(undefined);
    if (next === "json") {
      setJson(formatJson(formToInput(fields, getValues())));
      setMode("json");
      return;
    }
    const parsed = parseJsonInput(json);
    if (parsed.ok && !canShowInForm(fields, parsed.value)) {
      setModeNote(
        "This JSON has fields or values the form cannot show, so it stays in the JSON editor.",
      );
      return;
    }
    if (parsed.ok) reset(formValuesFrom(fields, parsed.value));
    setMode("form");
  }

  const submit =
    mode === "form"
      ? handleSubmit((values) => trigger.mutate(formToInput(fields, values)))
      : (event: FormEvent) => {
          event.preventDefault();
          const parsed = parseJsonInput(json);
          if (!parsed.ok) return;
          // The flow's schema first, in the browser: the service would refuse the same.
          const issues = validate?.(parsed.value) ?? [];
          setJsonIssues(issues);
          if (issues.length === 0) trigger.mutate(parsed.value);
        };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Run input">
      {plan.kind === "form" ? (
        <div role="group" aria-label="Input mode" className="flex gap-2">
          <Button
            size="sm"
            variant={mode === "form" ? "primary" : "secondary"}
            aria-pressed={mode === "form"}
            onClick={() => switchMode("form")}
          >
            Form
          </Button>
          <Button
            size="sm"
            variant={mode === "json" ? "primary" : "secondary"}
            aria-pressed={mode === "json"}
            onClick={() => switchMode("json")}
          >
            JSON
          </Button>
        </div>
      ) : null}
      {modeNote ? <p className="text-sm text-amber-800 dark:text-amber-300">{modeNote}</p> : null}
      {mode === "form" ? (
        <SchemaFields fields={fields} register={register} errors={formState.errors} />
      ) : (
        <JsonInputEditor
          value={json}
          onChange={setJson}
          note={plan.kind === "json" ? `${plan.reason} Write the input as JSON.` : undefined}
        />
      )}
      <div aria-live="polite">
        {mode === "json" && jsonIssues.length > 0 ? <JsonIssueSummary issues={jsonIssues} /> : null}
        {trigger.isError ? (
          <TriggerErrorSummary
            error={trigger.error}
            flowId={flowId}
            fields={mode === "form" ? fields : []}
          />
        ) : null}
      </div>
      <Button type="submit" disabled={trigger.isPending || trigger.isSuccess}>
        {trigger.isPending ? "Queueing…" : "Queue run"}
      </Button>
    </form>
  );
}

function initialState(
  flowId: string,
  plan: ReturnType<typeof planSchemaForm>,
  input?: Record<string, unknown>,
): { mode: Mode; json: string; values: FormValues } {
  const fields = plan.kind === "form" ? plan.fields : [];
  if (input) {
    const fits = plan.kind === "form" && canShowInForm(fields, input);
    return {
      mode: fits ? "form" : "json",
      json: formatJson(input),
      values: formValuesFrom(fields, fits ? input : undefined),
    };
  }
  const draft = readDraft(flowId);
  const defaults = formValuesFrom(fields);
  if (draft) {
    return {
      mode: plan.kind === "form" ? draft.mode : "json",
      json: draft.json ?? formatJson(formToInput(fields, draft.values ?? defaults)),
      values: { ...defaults, ...draft.values },
    };
  }
  return {
    mode: plan.kind,
    json: formatJson(plan.kind === "form" ? formToInput(fields, defaults) : {}),
    values: defaults,
  };
}
