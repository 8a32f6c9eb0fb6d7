"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  flowFormSchema,
  flowFormToBody,
  type FlowFormValues,
  type RegisteredFlowDto,
} from "@/lib/flows/schemas";
import { ApiClientError } from "@/lib/queries/fetch-json";
import { registerFlow, updateFlow } from "@/lib/queries/flows";
import { TextField, TextAreaField } from "@/components/ui/field";

export interface FlowEditorFormProps {
  /** The flow being edited; absent when registering a new one. */
  flow?: RegisteredFlowDto;
  onDone: (message: string) => void;
  onCancel: () => void;
}

const fieldOf: Record<string, keyof FlowFormValues> = {
  id: "id",
  name: "name",
  description: "description",
  input_schema: "input_schema_text",
};

/** Register a flow the console should know, or edit one: id, name, description, input schema. */
export function FlowEditorForm({ flow, onDone, onCancel }: FlowEditorFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<FlowFormValues>({
    resolver: zodResolver(flowFormSchema),
    defaultValues: {
      id: flow?.id ?? "",
      name: flow?.name ?? "",
      description: flow?.description ?? "",
      input_schema_text: flow?.input_schema ? JSON.stringify(flow.input_schema, null, 2) : "",
    },
  });
  const { register, handleSubmit, formState, setError } = form;
  const save = useMutation({
    mutationFn: (values: FlowFormValues) => {
      const body = flowFormToBody(values);
      return flow ? updateFlow(flow.id, body) : registerFlow(body);
    },
    onSuccess: async ({ flow: saved }) => {
      await queryClient.invalidateQueries({ queryKey: ["flows"] });
      onDone(flow ? `Saved “${saved.name}”.` : `Registered “${saved.name}”.`);
    },
    onError: (error) => {
      if (!(error instanceof ApiClientError)) return;
      for (const detail of error.details ?? []) {
        const name = fieldOf[(detail.path ?? detail.field ?? "").split(".")[0]];
        if (name) setError(name, { type: "server", message: detail.message });
      }
    },
  });
  const errors = formState.errors;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values))}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby="flow-editor-heading"
    >
      <h2 id="flow-editor-heading" className="text-lg font-semibold">
        {flow ? `Edit “${flow.name}”` : "Register a flow"}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Flow id"
          required
          readOnly={Boolean(flow)}
          hint={
            flow
              ? "The id cannot change; delete and register again instead."
              : "As the compliance service knows it."
          }
          error={errors.id?.message}
          spellCheck={false}
          {...register("id")}
        />
        <TextField label="Name" required error={errors.name?.message} {...register("name")} />
      </div>
      <TextAreaField
        mono
        label="Description"
        rows={2}
        error={errors.description?.message}
        {...register("description")}
      />
      <TextAreaField
        mono
        label="Input JSON Schema"
        rows={10}
        spellCheck={false}
        hint="Optional. With it, the run form is generated from the schema; without it, analysts write the input as JSON."
        error={errors.input_schema_text?.message}
        {...register("input_schema_text")}
      />
      <div aria-live="polite">
        {save.isError ? (
          <Alert tone="error" title="The flow was not saved">
            <p>{save.error.message}</p>
          </Alert>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : flow ? "Save changes" : "Register flow"}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
