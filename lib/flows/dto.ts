import type { RegisteredFlow } from "@/lib/db/registered-flows";
import type { RegisteredFlowDto } from "./schemas";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function toRegisteredFlowDto(flow: RegisteredFlow): RegisteredFlowDto {
  return {
    id: flow.id,
    name: flow.name,
    description: flow.description,
    input_schema: isRecord(flow.inputSchema) ? flow.inputSchema : null,
    kind: flow.kind,
    created_at: flow.createdAt,
    updated_at: flow.updatedAt,
  };
}
