"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { setupSchema, type SetupInput } from "@/lib/auth/schemas";
import { fetchJson } from "@/lib/queries/fetch-json";

export function SetupForm({ token }: { token: string }) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetupInput>({ resolver: zodResolver(setupSchema), defaultValues: { token } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await fetchJson("/api/setup", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      router.push("/login");
    } catch (error) {
      setServerError(error instanceof Error ? error.message : "The admin could not be created.");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <input type="hidden" {...register("token")} />
      <TextField
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters."
        error={errors.password?.message}
        {...register("password")}
      />
      <div aria-live="polite">
        {serverError ? (
          <Alert tone="error" title="Not created">
            {serverError}
          </Alert>
        ) : null}
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Creating…" : "Create admin"}
      </Button>
    </form>
  );
}
