import type { Metadata } from "next";
import Link from "next/link";
import { CddCaseView } from "@/components/cdd/case/cdd-case-view";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "CDD case" };

export default async function CddCasePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link href="/cdd" className="text-indigo-700 underline dark:text-indigo-300">
          CDD cases
        </Link>
      </p>
      <CddCaseView id={id} uploadMaxBytes={env.UPLOAD_MAX_BYTES} />
    </div>
  );
}
