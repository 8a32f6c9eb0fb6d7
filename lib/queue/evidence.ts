import "server-only";
import { createHash } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import { recordAudit } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth/session";
import { itemFiles, json, type BundleFiles } from "./evidence-files";
import { readItem } from "./service";

/**
 * One ZIP for one item or a filtered set: each item's files, then `manifest.json` and
 * `manifest.sha256` (the `sha256sum -c` format) listing the SHA-256 of every file. The manifest's
 * own hash is written to the audit log, so an auditor can check both that no file changed after
 * the download and that the manifest is the one the console issued.
 */
export const EVIDENCE_ITEM_LIMIT = 100;

export interface EvidenceBundle {
  zip: Uint8Array;
  manifestSha256: string;
  fileName: string;
}

export async function buildEvidenceBundle(
  user: SessionUser,
  ids: readonly string[],
  scope: Record<string, unknown>,
  now = new Date(),
): Promise<EvidenceBundle> {
  const files: Record<string, Uint8Array> = {};
  const add = (path: string, content: string | Uint8Array) => {
    files[path] = typeof content === "string" ? strToU8(content) : content;
  };
  for (const [index, id] of ids.entries()) {
    const item = await readItem(id);
    const folder = `items/${String(index + 1).padStart(3, "0")}-${safeName(id)}`;
    const itemFilesMap: BundleFiles = await itemFiles(item);
    for (const [name, content] of Object.entries(itemFilesMap)) add(`${folder}/${name}`, content);
  }
  add("README.txt", readme(ids.length, now));
  const entries = Object.entries(files).map(([path, content]) => ({
    path,
    bytes: content.byteLength,
    sha256: createHash("sha256").update(content).digest("hex"),
  }));
  const manifest = json({
    generated_at: now.toISOString(),
    generated_by: user.email,
    scope,
    items: ids,
    files: entries,
  });
  add("manifest.json", manifest);
  add("manifest.sha256", entries.map((entry) => `${entry.sha256}  ${entry.path}\n`).join(""));
  const manifestSha256 = createHash("sha256").update(manifest).digest("hex");
  await recordAudit(
    user,
    "queue.evidence_exported",
    { type: "work_item", id: ids.length === 1 ? ids[0] : null },
    "success",
    {
      items: ids.length,
      manifest_sha256: manifestSha256,
    },
  );
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  return {
    zip: zipSync(files, { level: 6, mtime: now }),
    manifestSha256,
    fileName: `evidence-${stamp}.zip`,
  };
}

function safeName(id: string): string {
  return id.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 120);
}

function readme(count: number, now: Date): string {
  return [
    `Evidence bundle from the Compliance Console, ${now.toISOString()} (UTC), ${count} item(s).`,
    "",
    "Per item: item.json (the console's state: assignment, decision), upstream.json (the",
    "service's object as the console received it), history.json (every assignment, comment,",
    "decision, upstream change and action, with who and when), and where the service has them",
    "report.md, case.json and documents.json (SHA-256 of each case document).",
    "",
    "Verify: sha256sum -c manifest.sha256",
    "The SHA-256 of manifest.json is recorded in the console's audit log (queue.evidence_exported).",
    "",
  ].join("\n");
}
