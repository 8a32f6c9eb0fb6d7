"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { EnvironmentKeys } from "@/lib/admin/key-dto";
import { apiKeyBodySchema, type ApiKeyBody } from "@/lib/admin/key-schemas";
import { saveKey, testKey } from "@/lib/queries/keys";

export interface KeyFormProps {
  environment: EnvironmentKeys;
  mode: "set" | "rotate";
}

/** Test first, then save: saving tests again on the server and stores only a key that works. */
export function KeyForm({ environment, mode }: KeyFormProps) {
  const queryClient = useQueryClient();
  const name = environment.environment;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ApiKeyBody>({
    resolver: zodResolver(apiKeyBodySchema),
    defaultValues: {
      environment: name,
      baseUrl: environment.credential?.baseUrl ?? environment.defaultBaseUrl ?? "",
      apiKey: "",
    },
  });
  const test = useMutation({ mutationFn: testKey });
  const save = useMutation({
    mutationFn: saveKey,
    onSuccess: (overview, values) => {
      queryClient.setQueryData(["keys"], overview);
      // The key leaves the page as soon as it is stored; the address stays for the next rotation.
      reset({ environment: name, baseUrl: values.baseUrl, apiKey: "" });
      test.reset();
    },
  });
  const verb = mode === "rotate" ? "Rotate key" : "Save key";

  return (
    <form
      noValidate
      className="space-y-3"
      aria-label={`${mode === "rotate" ? "Rotate" : "Set"} the ${name} key`}
      onSubmit={handleSubmit((values) => {
        test.reset();
        save.mutate(values);
      })}
    >
      {environment.baseUrlEditable ? (
        <TextField
          label={`${name === "production" ? "Production" : "Sandbox"} service address`}
          type="url"
          placeholder="https://api.example.com"
          error={errors.baseUrl?.message}
          {...register("baseUrl")}
        />
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Address: <code>{environment.defaultBaseUrl}</code> (the embedded sandbox)
        </p>
      )}
      <TextField
        label={
          mode === "rotate"
            ? `New ${name} API key`
            : `${name === "production" ? "Production" : "Sandbox"} API key`
        }
        type="password"
        autoComplete="off"
        spellCheck={false}
        hint="Stored encrypted; afterwards only its last four characters are shown."
        error={errors.apiKey?.message}
        {...register("apiKey")}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={test.isPending}
          onClick={handleSubmit((values) => {
            save.reset();
            test.mutate(values);
          })}
        >
          {test.isPending ? "Testing…" : "Test connection"}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Testing and saving…" : verb}
        </Button>
      </div>
      <div aria-live="polite" className="space-y-2">
        {test.data ? (
          <Alert
            tone={test.data.ok ? "success" : "error"}
            title={test.data.ok ? "Connection works" : "Connection failed"}
          >
            {test.data.message}
          </Alert>
        ) : null}
        {test.error ? (
          <Alert tone="error" title="The test could not run">
            {test.error.message}
          </Alert>
        ) : null}
        {save.error ? (
          <Alert tone="error" title="The key was not saved">
            {save.error.message}
          </Alert>
        ) : null}
        {save.isSuccess ? (
          <Alert tone="success" title="Key saved">
            The key works and is stored encrypted.
          </Alert>
        ) : null}
      </div>
    </form>
  );
}
