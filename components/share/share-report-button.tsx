"use client";

import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import type { ShareKind } from "@/lib/share/schemas";
import { ShareLinkForm } from "./share-link-form";

export interface ShareReportButtonProps {
  kind: ShareKind;
  targetId: string;
}

const WHAT: Record<ShareKind, string> = {
  flow_run_report: "this flow run's report",
  cdd_report: "this CDD report",
};

/**
 * Opens the dialog that creates a read-only link to a frozen copy of a report, for a reviewer
 * without an account (docs/architecture.md, "Decisions").
 */
export function ShareReportButton({ kind, targetId }: ShareReportButtonProps) {
  const [open, setOpen] = useState(false);
  // A fresh form each time the dialog opens: a link from an earlier opening is not shown again.
  const [session, setSession] = useState(0);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setSession((s) => s + 1);
          setOpen(true);
        }}
      >
        Share report
      </Button>
      <Dialog
        open={open}
        title="Share report"
        onClose={() => setOpen(false)}
        description={
          <>
            Anyone with the link can read a frozen copy of {WHAT[kind]}, without signing in, until
            the link expires or is revoked. Later changes to the report are not shown.
          </>
        }
      >
        <ShareLinkForm key={session} kind={kind} targetId={targetId} />
      </Dialog>
    </>
  );
}
