"use client";

import { DateTime } from "@/components/ui/date-time";
import { useState } from "react";
import { Button } from "@/components/ui/button";

export interface DraftBarProps {
  restored: boolean;
  startedAt: string;
  onDiscard: () => void;
}

/** Says that the draft is kept (and since when), and discards it after a confirmation. */
export function DraftBar({ restored, startedAt, onDiscard }: DraftBarProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-400">
      <p role="status">
        {restored ? (
          <>
            Draft restored (started <DateTime iso={startedAt} />
            ). It is kept in this browser until you create the case or discard it.
          </>
        ) : (
          "Your draft is kept in this browser until you create the case or discard it."
        )}
      </p>
      {confirming ? (
        <div className="flex items-center gap-2">
          <span>Discard everything typed in this draft?</span>
          <Button size="sm" variant="danger" onClick={onDiscard}>
            Discard
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
            Keep the draft
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          Discard draft
        </Button>
      )}
    </div>
  );
}
