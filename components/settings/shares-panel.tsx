"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { DataTable } from "@/components/data-table/data-table";
import { PagePagination } from "@/components/ui/page-pagination";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useUrlQuery } from "@/lib/hooks/use-url-query";
import { revokeShare, sharesQuery, type ShareDto, type ShareState } from "@/lib/queries/shares";
import { shareColumns } from "./share-columns";

const STATES: ShareState[] = ["active", "expired", "revoked"];

function parseState(value: string | null): ShareState | undefined {
  return STATES.find((state) => state === value);
}

export function SharesPanel({ isAdmin }: { isAdmin: boolean }) {
  const { params, update } = useUrlQuery();
  const state = parseState(params.get("state"));
  const page = Math.max(1, Number(params.get("page")) || 1);
  const shares = useQuery(sharesQuery({ state, page }));
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<ShareDto | null>(null);
  const revoke = useMutation({
    mutationFn: (link: ShareDto) => revokeShare(link.id),
    onSuccess: () => {
      setConfirming(null);
      return queryClient.invalidateQueries({ queryKey: ["shares"] });
    },
  });
  const stateId = useId();

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={stateId} className="text-sm font-medium">
            State
          </label>
          <select
            id={stateId}
            value={state ?? ""}
            onChange={(e) => update({ state: e.target.value, page: undefined })}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
          >
            <option value="">All</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {s[0].toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-live="polite">
        {revoke.isSuccess ? (
          <Alert tone="success" title="Link revoked">
            Anyone opening it now gets &quot;not available&quot;.
          </Alert>
        ) : null}
      </div>
      <DataTable
        caption={isAdmin ? "Every report share link" : "Your report share links"}
        columns={shareColumns({
          isAdmin,
          onRevoke: (link) => {
            revoke.reset();
            setConfirming(link);
          },
        })}
        data={shares.data?.items ?? []}
        getRowId={(link) => link.id}
        isLoading={shares.isPending}
        error={shares.error}
        emptyMessage={
          state
            ? `No ${state} links.`
            : "No share links yet. Share a report from a flow run or a CDD case."
        }
      />
      {shares.data ? (
        <PagePagination
          page={shares.data.page}
          pageSize={shares.data.pageSize}
          total={shares.data.total}
          onPageChange={(next) => update({ page: next > 1 ? next : undefined })}
        />
      ) : null}
      <Dialog
        open={confirming !== null}
        title="Revoke this link?"
        description="Anyone who has the link gets “not available” from now on. This cannot be undone; share the report again to give access back."
        onClose={() => setConfirming(null)}
      >
        <div aria-live="polite">
          {revoke.error ? (
            <Alert tone="error" title="The link was not revoked">
              {revoke.error.message}
            </Alert>
          ) : null}
        </div>
        <div className="flex gap-2">
          <Button
            variant="danger"
            disabled={revoke.isPending}
            onClick={() => confirming && revoke.mutate(confirming)}
          >
            {revoke.isPending ? "Revoking…" : "Revoke link"}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
