"use client";

import { CopyField } from "@/components/ui/copy-field";
import { DateTime } from "@/components/ui/date-time";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { createShare } from "@/lib/queries/shares";
import { DEFAULT_SHARE_EXPIRY, SHARE_EXPIRIES } from "@/lib/share/expiry";
import { createShareBodySchema, type CreateShareBody, type ShareKind } from "@/lib/share/schemas";

export interface ShareLinkFormProps {
  kind: ShareKind;
  targetId: string;
}

export function ShareLinkForm({ kind, targetId }: ShareLinkFormProps) {
  const queryClient = useQueryClient();
  const expiryId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateShareBody>({
    resolver: zodResolver(createShareBodySchema),
    defaultValues: {
      kind,
      targetId,
      expiresIn: DEFAULT_SHARE_EXPIRY,
      label: "",
      showEmail: false,
      shareDocuments: false,
    },
  });
  const mutation = useMutation({
    mutationFn: createShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["shares"] }),
  });

  if (mutation.data) {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="success" title="Share link created">
          It expires <DateTime iso={mutation.data.link.expiresAt} />. Copy it now: the console shows
          it only once.
        </Alert>
        <CopyField label="Share link" value={mutation.data.url} what="the link" />
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Snapshot SHA-256: <code className="break-all">{mutation.data.link.snapshotSha256}</code>
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={expiryId} className="text-sm font-medium">
          Expires after
        </label>
        <select
          id={expiryId}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
          {...register("expiresIn")}
        >
          {SHARE_EXPIRIES.map((e) => (
            <option key={e.value} value={e.value}>
              {e.label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Label for the recipient (optional)"
        hint="E.g. the reviewer's name or the reason; shown on the shared page and in the list."
        error={errors.label?.message}
        {...register("label")}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">What the reviewer sees</legend>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" {...register("showEmail")} />
          <span>Show my e-mail address beside my name (otherwise only my name is shown)</span>
        </label>
        {kind === "cdd_report" ? (
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" {...register("shareDocuments")} />
            <span>
              Share the case&apos;s evidence documents: they open through this link, with its expiry
              and revocation (otherwise they are listed as not shared)
            </span>
          </label>
        ) : null}
      </fieldset>
      <div aria-live="polite">
        {mutation.error ? (
          <Alert tone="error" title="The link could not be created">
            {mutation.error.message}
          </Alert>
        ) : null}
      </div>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? "Creating link…" : "Create link"}
      </Button>
    </form>
  );
}
