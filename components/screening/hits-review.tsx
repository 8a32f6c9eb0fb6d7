"use client";

import { useCallback, useMemo, useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { hitStatusLabel } from "@/lib/screening/labels";
import { useKeyboardReview } from "@/lib/screening/use-keyboard-review";
import { cn } from "@/lib/utils";
import { hitColumns, type HitTableRow } from "./hit-columns";
import { HitDetailPanel } from "./hit-detail-panel";

export interface HitsReviewProps {
  caption: string;
  rows: HitTableRow[];
  withSearch?: boolean;
  isLoading?: boolean;
  error?: Error | null;
  emptyMessage: string;
}

/** The hits table with its detail panel, reviewed by mouse or by keyboard (j, k, Enter, Esc). */
export function HitsReview({
  caption,
  rows,
  withSearch = false,
  isLoading,
  error,
  emptyMessage,
}: HitsReviewProps) {
  const [openKey, setOpenKey] = useState<string | undefined>();
  const rowIds = useMemo(() => rows.map((row) => row.key), [rows]);
  const close = () => {
    const key = openKey;
    setOpenKey(undefined);
    // Back to where the reviewer was, so Tab continues from the row and not the page top.
    if (key) {
      document.querySelector<HTMLElement>(`[data-open-hit="${CSS.escape(key)}"]`)?.focus();
    }
  };
  const { activeId, setActiveId } = useKeyboardReview({
    rowIds,
    onOpen: setOpenKey,
    onClose: close,
  });
  const open = useCallback(
    (row: HitTableRow) => {
      setActiveId(row.key);
      setOpenKey(row.key);
    },
    [setActiveId],
  );
  const columns = useMemo(() => hitColumns({ withSearch, onOpen: open }), [withSearch, open]);
  const openRow = rows.find((row) => row.key === openKey);
  const activeIndex = activeId ? rowIds.indexOf(activeId) : -1;
  const activeRow = activeIndex >= 0 ? rows[activeIndex] : undefined;

  return (
    <div className={cn("grid gap-4", openRow && "lg:grid-cols-[minmax(0,1fr)_26rem]")}>
      <div className="min-w-0 space-y-2">
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Keyboard: <kbd>j</kbd> next hit, <kbd>k</kbd> previous, <kbd>Enter</kbd> open,{" "}
          <kbd>Esc</kbd> close.
        </p>
        <p className="sr-only" aria-live="polite">
          {activeRow
            ? `Hit ${activeIndex + 1} of ${rows.length}: ${
                activeRow.hit.provider_reference ?? activeRow.hit.id
              }, ${hitStatusLabel(activeRow.hit.status)}`
            : ""}
        </p>
        <DataTable
          caption={caption}
          columns={columns}
          data={rows}
          getRowId={(row) => row.key}
          isLoading={isLoading}
          error={error}
          emptyMessage={emptyMessage}
          onRowClick={open}
          activeRowId={activeId ?? ""}
        />
      </div>
      {openRow ? <HitDetailPanel row={openRow} onClose={close} /> : null}
    </div>
  );
}
