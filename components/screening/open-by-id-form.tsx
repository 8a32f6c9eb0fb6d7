"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

export interface OpenByIdFormProps {
  kind: "search" | "alert";
}

/**
 * The upstream reads searches and alerts by id only, so one that is not in the local index yet
 * (no event received) is opened by its id; opening it also indexes it.
 */
export function OpenByIdForm({ kind }: OpenByIdFormProps) {
  const router = useRouter();
  const [id, setId] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = id.trim();
    if (!trimmed) {
      setError(`Enter the id of the ${kind}.`);
      return;
    }
    setError(null);
    router.push(
      `/screening/${kind === "search" ? "searches" : "alerts"}/${encodeURIComponent(trimmed)}`,
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <TextField
        label={kind === "search" ? "Search id" : "Alert id"}
        className="w-96 max-w-full"
        value={id}
        error={error ?? undefined}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setId(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Open {kind}
      </Button>
    </form>
  );
}
