"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { PagePagination } from "@/components/ui/page-pagination";
import { useUrlQuery } from "@/lib/hooks/use-url-query";
import { assignItem, queueListQuery } from "@/lib/queries/queue";
import type { WorkItemDto } from "@/lib/queue/dto";
import { queueSearch, readQueueParams } from "@/lib/queue/url-params";
import { useDecisionKeys } from "@/lib/queue/use-decision-keys";
import { useKeyboardReview } from "@/lib/screening/use-keyboard-review";
import { cn } from "@/lib/utils";
import { BulkBar } from "./bulk-bar";
import { ItemPanel } from "./item-panel";
import { QueueFilters } from "./queue-filters";
import { queueColumns } from "./queue-columns";

export interface QueueViewProps {
  me: { id: string; role: "analyst" | "admin" };
}

/** `/queue`: filters in the URL, compact rows, keyboard review, bulk decisions, one item open. */
export function QueueView({ me }: QueueViewProps) {
  const queryClient = useQueryClient();
  const { params: search, update } = useUrlQuery();
  const params = readQueueParams(search);
  const list = useQuery(queueListQuery(params));
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const [openId, setOpenId] = useState<string>();
  const [picked, setPicked] = useState<{ value: string; at: number }>();
  const [selected, setSelected] = useState<Map<string, WorkItemDto>>(new Map());
  const [notice, setNotice] = useState<string>();
  const rowIds = useMemo(() => items.map((item) => item.id), [items]);

  const openOne = useCallback((id: string) => {
    setPicked(undefined);
    setOpenId(id);
  }, []);
  const { activeId, setActiveId } = useKeyboardReview({
    rowIds,
    onOpen: openOne,
    onClose: () => setOpenId(undefined),
  });
  const toggle = useCallback(
    (id: string, on: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        const item = items.find((candidate) => candidate.id === id);
        if (on && item) next.set(id, item);
        else next.delete(id);
        return next;
      }),
    [items],
  );
  const open = useCallback(
    (item: WorkItemDto) => {
      setActiveId(item.id);
      openOne(item.id);
    },
    [setActiveId, openOne],
  );
  const openItem = items.find((item) => item.id === openId);
  useDecisionKeys({
    openKind: openItem?.kind,
    onPick: (value) => setPicked({ value, at: Date.now() }),
    onToggleSelect: () => activeId && toggle(activeId, !selected.has(activeId)),
    onTake: () => {
      const id = openId ?? activeId;
      if (!id) return;
      void assignItem(id, { to: "me" })
        .then(() => setNotice("Assigned to you."))
        .catch((error: Error) => setNotice(error.message))
        .finally(() => queryClient.invalidateQueries({ queryKey: ["queue"] }));
    },
  });
  const columns = useMemo(
    () => queueColumns({ selected: new Set(selected.keys()), onToggle: toggle, onOpen: open }),
    [selected, toggle, open],
  );
  const page = list.data;

  return (
    <div className="space-y-3">
      <QueueFilters params={params} onChange={update} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
        <p>
          Keyboard: <kbd>j</kbd>/<kbd>k</kbd> move, <kbd>Enter</kbd> open, <kbd>Esc</kbd> close,{" "}
          <kbd>x</kbd> select, <kbd>m</kbd> assign to me, and with an item open its decision key
          (shown beside each decision).
        </p>
        <a
          className="text-sm text-indigo-700 underline dark:text-indigo-300"
          href={`/api/queue/evidence?${queueSearch(params, false)}`}
          download
        >
          Download evidence bundle for this filter
        </a>
      </div>
      <p aria-live="polite" className="text-sm">
        {notice}
      </p>
      {selected.size > 0 ? (
        <BulkBar
          selected={[...selected.values()]}
          onDone={(message) => {
            setSelected(new Map());
            setNotice(message);
          }}
        />
      ) : null}
      <div className={cn("grid gap-4", openId && "lg:grid-cols-[minmax(0,1fr)_25rem]")}>
        <div className="min-w-0">
          <DataTable
            caption="Review queue"
            columns={columns}
            data={items}
            getRowId={(item) => item.id}
            isLoading={list.isPending}
            error={list.error}
            emptyMessage="Nothing in the queue matches these filters."
            onRowClick={open}
            activeRowId={activeId ?? ""}
            sort={{ key: "opened_at", direction: params.sort === "oldest" ? "asc" : "desc" }}
            onSortChange={(sort) =>
              update({ sort: sort.direction === "asc" ? "oldest" : "newest", page: undefined })
            }
          />
          {page ? (
            <PagePagination
              page={page.page}
              pageSize={page.page_size}
              total={page.total}
              onPageChange={(next) => update({ page: next > 1 ? next : undefined })}
              onPageSizeChange={(size) => update({ page_size: size, page: undefined })}
            />
          ) : null}
        </div>
        {openId ? (
          <ItemPanel
            key={openId}
            itemId={openId}
            me={me}
            picked={picked}
            onClose={() => setOpenId(undefined)}
          />
        ) : null}
      </div>
    </div>
  );
}
