import type { Metadata } from "next";
import { Suspense } from "react";
import { SearchView } from "@/components/screening/search-view";

export const metadata: Metadata = { title: "Screening search" };

export default async function ScreeningSearchPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <SearchView id={id} />
    </Suspense>
  );
}
