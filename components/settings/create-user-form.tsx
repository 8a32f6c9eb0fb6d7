"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { createUserSchema, type CreateUserInput } from "@/lib/admin/user-schemas";
import { createUser } from "@/lib/queries/users";
import { OneTimePassword } from "./one-time-password";
import { PasswordChoice } from "./password-choice";

export function CreateUserForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const roleId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<CreateUserInput>({
    resolver: zodResolver(createUserSchema),
    defaultValues: { email: "", name: "", role: "analyst", passwordMode: "generate" },
  });
  const passwordMode = useWatch({ control, name: "passwordMode" });
  const create = useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["users"] }),
  });

  if (create.data) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title="User created">
          {create.data.user.name} ({create.data.user.email}) can now sign in as{" "}
          {create.data.user.role === "admin" ? "an admin" : "an analyst"}.
        </Alert>
        {create.data.generatedPassword ? (
          <OneTimePassword
            email={create.data.user.email}
            password={create.data.generatedPassword}
          />
        ) : null}
        <Button onClick={onDone}>Done</Button>
      </div>
    );
  }

  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit((v) => create.mutate(v))}>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        {...register("name")}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={roleId} className="text-sm font-medium">
          Role
        </label>
        <select
          id={roleId}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
          {...register("role")}
        >
          <option value="analyst">Analyst: reads, runs, creates cases, shares reports</option>
          <option value="admin">Admin: also keys, users, webhooks, audit log</option>
        </select>
      </div>
      <PasswordChoice
        modeField={register("passwordMode")}
        passwordField={register("password")}
        mode={passwordMode}
        error={errors.password?.message}
      />
      <div aria-live="polite">
        {create.error ? (
          <Alert tone="error" title="The user was not created">
            {create.error.message}
          </Alert>
        ) : null}
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? "Creating…" : "Create user"}
      </Button>
    </form>
  );
}
