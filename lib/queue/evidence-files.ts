import "server-only";
import { createHash } from "node:crypto";
import { getComplianceClient } from "@/lib/api/upstream";
import { isRecord } from "@/lib/db/codec";
import type { WorkItemDetailDto } from "./dto";

/**
 * The files of one item in an evidence bundle: the console's record, the upstream object as
 * stored when received, the history, and what the service holds beside it (a run's report, a
 * case's report and the SHA-256 of each of its documents). A source that cannot be read is named
 * in `unavailable.json` rather than failing the bundle.
 */
const maxDocuments = 20;
const maxDocumentBytes = 50 * 1024 * 1024;

export type BundleFiles = Record<string, string | Uint8Array>;

export async function itemFiles(item: WorkItemDetailDto): Promise<BundleFiles> {
  const { upstream, history, ...record } = item;
  const files: BundleFiles = {
    "item.json": json(record),
    "upstream.json": json(upstream),
    "history.json": json(history),
  };
  const unavailable: { what: string; reason: string }[] = [];
  const attempt = async (what: string, read: () => Promise<void>) => {
    try {
      await read();
    } catch (error) {
      unavailable.push({ what, reason: error instanceof Error ? error.message : String(error) });
    }
  };
  if (item.kind === "flow_run" && isRecord(upstream) && typeof upstream.report === "string") {
    files["report.md"] = upstream.report;
  }
  if (item.kind === "cdd_case") {
    const client = await getComplianceClient();
    await attempt("CDD report", async () => {
      files["report.md"] = await client.getCddReport(item.source_id);
    });
    await attempt("CDD documents", async () => {
      const cdd = await client.getCdd(item.source_id);
      files["case.json"] = json(cdd);
      const documents = [];
      for (const document of cdd.documents.slice(0, maxDocuments)) {
        const file = await client.downloadCddDocument(document);
        documents.push({ ...document, ...(await hashStream(file.body)) });
      }
      files["documents.json"] = json(documents);
    });
  }
  if (unavailable.length) files["unavailable.json"] = json(unavailable);
  return files;
}

async function hashStream(body: ReadableStream<Uint8Array>) {
  const hash = createHash("sha256");
  let bytes = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxDocumentBytes) {
      await reader.cancel();
      return { sha256: null, bytes, note: "larger than the bundle's document limit; not hashed" };
    }
    hash.update(value);
  }
  return { sha256: hash.digest("hex"), bytes };
}

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
