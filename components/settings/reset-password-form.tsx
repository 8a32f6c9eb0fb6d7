"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { resetPasswordSchema, type ResetPasswordInput } from "@/lib/admin/user-schemas";
import { resetPassword, type UserDto } from "@/lib/queries/users";
import { OneTimePassword } from "./one-time-password";
import { PasswordChoice } from "./password-choice";

export function ResetPasswordForm({ user, onDone }: { user: UserDto; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { passwordMode: "generate" },
  });
  const passwordMode = useWatch({ control, name: "passwordMode" });
  const reset = useMutation({
    mutationFn: (input: ResetPasswordInput) => resetPassword(user.id, input),
  });

  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title="Password reset">
          {user.email}&apos;s open sessions were signed out.
        </Alert>
        {reset.data.generatedPassword ? (
          <OneTimePassword email={user.email} password={reset.data.generatedPassword} />
        ) : null}
        <Button onClick={onDone}>Done</Button>
      </div>
    );
  }

  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit((v) => reset.mutate(v))}>
      <PasswordChoice
        modeField={register("passwordMode")}
        passwordField={register("password")}
        mode={passwordMode}
        error={errors.password?.message}
      />
      <div aria-live="polite">
        {reset.error ? (
          <Alert tone="error" title="The password was not reset">
            {reset.error.message}
          </Alert>
        ) : null}
      </div>
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? "Resetting…" : "Reset password"}
      </Button>
    </form>
  );
}
