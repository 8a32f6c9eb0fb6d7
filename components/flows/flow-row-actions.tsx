"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { RegisteredFlowDto } from "@/lib/flows/schemas";

export interface FlowRowActionsProps {
  flow: RegisteredFlowDto;
  canEdit: boolean;
  onEdit: (flow: RegisteredFlowDto) => void;
  onDelete: (flow: RegisteredFlowDto) => void;
  deleting: boolean;
}

/** Run, and for admins edit and delete (with an in-place confirmation, no browser dialog). */
export function FlowRowActions({ flow, canEdit, onEdit, onDelete, deleting }: FlowRowActionsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        href={`/runs/new?flow=${encodeURIComponent(flow.id)}`}
        className="rounded-md bg-indigo-600 px-2.5 py-1.5 text-sm font-medium text-white hover:bg-indigo-500"
        aria-label={`Run ${flow.name}`}
      >
        Run
      </Link>
      {canEdit && !confirming ? (
        <>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onEdit(flow)}
            aria-label={`Edit ${flow.name}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${flow.name}`}
          >
            Delete
          </Button>
        </>
      ) : null}
      {canEdit && confirming ? (
        <>
          <span className="text-sm">Forget this flow? Its runs stay listed.</span>
          <Button size="sm" variant="danger" disabled={deleting} onClick={() => onDelete(flow)}>
            {deleting ? "Deleting…" : "Confirm delete"}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </>
      ) : null}
    </div>
  );
}
