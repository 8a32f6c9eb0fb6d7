"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { signInSchema, type SignInInput } from "@/lib/auth/schemas";

export interface SignInFormProps {
  next: string;
  expired: boolean;
}

export function SignInForm({ next, expired }: SignInFormProps) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await signIn("credentials", { ...values, redirect: false });
    if (!result || result.error) {
      setServerError(describeSignInError(result?.error ?? undefined));
      return;
    }
    // The cached redirect of the login page would win otherwise (docs/architecture.md, machine facts).
    router.refresh();
    router.push(next);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {expired ? (
        <Alert tone="info" title="Your session ended">
          Sign in again to continue.
        </Alert>
      ) : null}
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <div aria-live="polite">
        {serverError ? (
          <Alert tone="error" title="Sign-in failed">
            {serverError}
          </Alert>
        ) : null}
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}

function describeSignInError(code: string | undefined): string {
  if (!code || code === "CredentialsSignin") return "The e-mail or password is not right.";
  // The server's own words (e.g. the rate limit's "try again in 12 minutes").
  return code;
}
