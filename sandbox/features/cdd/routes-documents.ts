import { randomUUID } from "node:crypto";
import { familyError } from "../../core/errors";
import { json, readBody, type Route } from "../../core/http";
import { requestRegistryDocuments } from "./lifecycle";
import { isOneOf, registryPullCountries } from "./country-codes";
import { documentJson } from "./model";
import { renderReport } from "./report";
import type { CddStore } from "./store";
import { readUpload } from "./upload";

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name for clients that read it. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function documentRoutes(store: CddStore): Route[] {
  return [
    {
      method: "POST",
      path: "/cdds/:id/documents",
      family: "cdd",
      handler: async (ctx) => {
        const record = store.find(ctx);
        const upload = await readUpload(ctx);
        const document = { id: randomUUID(), createdAt: store.now(), ...upload };
        store.addDocument(record, document);
        return json(200, documentJson(store.originOf(ctx), record, document));
      },
    },
    {
      // Not in the spec: documents need a download URL (§2.8), and this is the sandbox's.
      method: "GET",
      path: "/cdds/:id/documents/:documentId/file",
      family: "cdd",
      handler: (ctx) => {
        const record = store.find(ctx);
        const wanted = ctx.params.documentId.toLowerCase();
        const document = record.documents.find((candidate) => candidate.id === wanted);
        if (!document) throw familyError("cdd", 404, "Document not found");
        return {
          status: 200,
          binary: document.bytes,
          headers: {
            "content-type": "application/pdf",
            "content-disposition": attachment(document.fileName),
          },
        };
      },
    },
    {
      method: "POST",
      path: "/cdds/:id/pull-registry-documents",
      family: "cdd",
      handler: async (ctx) => {
        const record = store.find(ctx);
        // No body is expected; one sent anyway is read and ignored rather than left on the socket.
        await readBody(ctx);
        const country = record.input.country_code;
        if (!isOneOf(registryPullCountries, country)) {
          throw familyError(
            "cdd",
            400,
            `Registry documents can be pulled only for companies in DE or IT; ${
              country ? `this case's country is ${country}` : "this case has no country_code"
            }`,
          );
        }
        requestRegistryDocuments(store, record);
        return json(202, { message: "Registry documents requested" });
      },
    },
    {
      method: "GET",
      path: "/cdds/:id/report",
      family: "cdd",
      handler: (ctx) => {
        const record = store.find(ctx);
        return {
          status: 200,
          text: renderReport(store.originOf(ctx), record),
          headers: {
            "content-type": "text/markdown; charset=utf-8",
            "content-disposition": `attachment; filename="cdd-${record.id}.md"`,
          },
        };
      },
    },
  ];
}
