import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import Link from "next/link";
import { CddCaseView } from "@/components/cdd/case/cdd-case-view";
import { readCdd } from "@/lib/data/cdds";
import { prefetchOrNotFound } from "@/lib/data/prefetch";
import { env } from "@/lib/env";
import { cddQuery } from "@/lib/queries/cdds";
import { getQueryClient } from "@/lib/queries/query-client";

export const metadata: Metadata = { title: "CDD case" };

export default async function CddCasePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const client = getQueryClient();
  await prefetchOrNotFound(client, cddQuery(id), () => readCdd(id));
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link href="/cdd" className="text-indigo-700 underline dark:text-indigo-300">
          CDD cases
        </Link>
      </p>
      <HydrationBoundary state={dehydrate(client)}>
        <CddCaseView id={id} uploadMaxBytes={env.UPLOAD_MAX_BYTES} />
      </HydrationBoundary>
    </div>
  );
}
