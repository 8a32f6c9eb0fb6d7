import { fromJson, toIso, toJson } from "./codec";
import type { Db, RegisteredFlowsTable } from "./schema";

/**
 * Flows the console knows by id. The upstream has no flow list, so admins register the flows they
 * run (the sandbox seed registers its own), with the input schema used to build the trigger form.
 */
export interface RegisteredFlow {
  id: string;
  name: string;
  description: string | null;
  inputSchema: unknown;
  kind: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface RegisteredFlowInput {
  id: string;
  name: string;
  description?: string | null;
  inputSchema?: unknown;
  kind?: string | null;
}

export async function upsertRegisteredFlow(
  db: Db,
  flow: RegisteredFlowInput,
  now: Date,
): Promise<RegisteredFlow> {
  const at = toIso(now);
  const values = {
    name: flow.name,
    description: flow.description ?? null,
    input_schema: toJson(flow.inputSchema),
    kind: flow.kind ?? null,
    updated_at: at,
  };
  const row = await db
    .insertInto("registered_flows")
    .values({ id: flow.id, created_at: at, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toFlow(row);
}

export async function getRegisteredFlow(db: Db, id: string): Promise<RegisteredFlow | undefined> {
  const row = await db
    .selectFrom("registered_flows")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toFlow(row);
}

export async function listRegisteredFlows(db: Db): Promise<RegisteredFlow[]> {
  const rows = await db
    .selectFrom("registered_flows")
    .selectAll()
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map(toFlow);
}

export async function deleteRegisteredFlow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("registered_flows").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > BigInt(0);
}

function toFlow(row: RegisteredFlowsTable): RegisteredFlow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    inputSchema: fromJson(row.input_schema),
    kind: row.kind,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
