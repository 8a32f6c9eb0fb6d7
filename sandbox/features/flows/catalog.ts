import type { Customer } from "../../core/http";
import { stableUuid } from "./ids";
import { inputSchemas } from "./input-schemas";
import { flowKinds, type FlowDefinition, type FlowKind } from "./types";

/**
 * Flow ids of the two demo customers, fixed literals documented in sandbox/docs/flows.md so a demo
 * or a bookmarked URL keeps working across restarts, resets and seeds. Any other customer (from
 * SANDBOX_API_KEYS) gets ids hashed from its id and the kind: just as fixed, only not listed.
 */
const demoFlowIds: Record<string, Record<FlowKind, string>> = {
  northwind: {
    report: "ecef819f-eca5-44fa-8483-5bffd8737c85",
    structured: "7db6a2fe-cb33-4d1b-a37b-739e7857ea3b",
    failing: "29b1ee62-dbb5-44e2-9b6b-ae7ccd9a36db",
    degraded: "b34e37c0-e4f8-4524-9f3b-d4ddbae88feb",
    rehearsal: "73cf6381-cda8-40fd-b354-79d3cdab5c23",
    skipped: "db14451e-715a-43ad-99d7-d125d7e660e1",
    no_active_version: "34ab259c-0b0d-4edf-a85a-f02811719bee",
    screening_remediation: "74769ff3-621a-44dd-aa48-e7d0c649a75c",
    too_large_output: "34ec77b5-692b-4cfb-8906-8232e3f4ae55",
  },
  globex: {
    report: "f9b952da-55f8-4560-a1c8-11296a371f9e",
    structured: "66d1f74f-e8d1-46f5-9342-671456d2945b",
    failing: "6a6a2831-156d-49ac-8f57-b04de9d2d0fb",
    degraded: "fafe4ab8-d629-4de0-9dbf-659fe1c55a7a",
    rehearsal: "17c6375a-621b-48bc-9d14-595e57847319",
    skipped: "d93d517c-cd44-4f4f-922b-46dc869a66c0",
    no_active_version: "88d4cc9e-b0b9-4226-a532-a0d1ff7fce46",
    screening_remediation: "7781220a-b954-43ff-861c-a1c09c3646fb",
    too_large_output: "ab8c5d3e-601b-4a92-bb8e-3d57132ee0c4",
  },
};

const descriptions: Record<FlowKind, { name: string; description: string; version: number }> = {
  report: {
    name: "Business verification (KYB) report",
    description:
      "Verifies a business against its company registry, sanctions and PEP lists, adverse media and its website, and writes an analyst report with a structured summary.",
    version: 3,
  },
  structured: {
    name: "Company profile extraction",
    description:
      "Extracts the registry profile of a company (legal name, status, address, officers) as structured data only; no report.",
    version: 2,
  },
  failing: {
    name: "Registry record lookup",
    description:
      "Looks a company up in its national registry. In the sandbox it always fails; the failure_mode input picks a transient or a permanent error.",
    version: 1,
  },
  degraded: {
    name: "Adverse media scan",
    description:
      "Searches news and web sources for adverse media about a company. In the sandbox some sources always fail, so the run completes degraded.",
    version: 4,
  },
  rehearsal: {
    name: "Account restriction (rehearsal)",
    description:
      "Plans the restriction of a customer account and lists the external actions it would take, without performing any of them.",
    version: 1,
  },
  skipped: {
    name: "Periodic KYB refresh",
    description:
      "Re-verifies a business when its verification is due. Its trigger guard finds the last verification recent enough, so every run is skipped.",
    version: 2,
  },
  no_active_version: {
    name: "Enhanced due diligence",
    description:
      "Enhanced due diligence on a business and its beneficial owners. Its first version was retired and its draft v2 is not published yet, so it cannot be run.",
    version: 2,
  },
  screening_remediation: {
    name: "Name screening alert remediation",
    description:
      "Reviews the hits of a name screening alert against the screened profile, resolves clear false positives and leaves the rest for an analyst.",
    version: 5,
  },
  too_large_output: {
    name: "Transaction ledger export",
    description:
      "Exports every ledger entry of an account over a period. Its output is larger than one response can hold.",
    version: 1,
  },
};

export function flowIdFor(customerId: string, kind: FlowKind): string {
  return demoFlowIds[customerId]?.[kind] ?? stableUuid(`flow:${customerId}:${kind}`);
}

/** Version ids are fixed per flow and version number, like the flow ids. */
export function versionIdFor(flowId: string, version: number): string {
  return stableUuid(`flow-version:${flowId}:v${version}`);
}

export function buildCatalog(customers: readonly Customer[]): FlowDefinition[] {
  return customers.flatMap((customer) =>
    flowKinds.map((kind) => {
      const id = flowIdFor(customer.id, kind);
      const { version, ...text } = descriptions[kind];
      return {
        id,
        customerId: customer.id,
        kind,
        ...text,
        version,
        inputSchema: inputSchemas[kind],
        activeVersionId: kind === "no_active_version" ? undefined : versionIdFor(id, version),
      };
    }),
  );
}
