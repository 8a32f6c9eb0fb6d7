import { z } from "zod";

/**
 * Registered flows (the upstream cannot list flows): the body of `POST /api/flows` and
 * `PUT /api/flows/{flowId}`, shared by the settings form and the routes, and the DTO they answer.
 */
const flowIdPattern = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/;

export const flowIdSchema = z
  .string()
  .trim()
  .regex(flowIdPattern, "Use the flow's id as the service gives it (letters, digits, - _ . :)");

export const flowInputSchemaSchema = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((value) => value ?? null);

export const registeredFlowUpdateSchema = z.object({
  name: z.string().trim().min(1, "Give the flow a name").max(200, "At most 200 characters"),
  description: z
    .string()
    .trim()
    .max(2000, "At most 2000 characters")
    .nullish()
    .transform((value) => value || null),
  input_schema: flowInputSchemaSchema,
});

export const registeredFlowCreateSchema = registeredFlowUpdateSchema.extend({ id: flowIdSchema });

export type RegisteredFlowUpdate = z.input<typeof registeredFlowUpdateSchema>;
export type RegisteredFlowCreate = z.input<typeof registeredFlowCreateSchema>;

/** A registered flow as the console API returns it. */
export interface RegisteredFlowDto {
  id: string;
  name: string;
  description: string | null;
  /** The flow's input JSON Schema when known; the trigger form is generated from it. */
  input_schema: Record<string, unknown> | null;
  /** Only for the sandbox's demo flows: which behaviour the flow shows. */
  kind: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The settings form: the same fields, with the schema as text. It is parsed into the body above,
 * which the route parses again.
 */
export const flowFormSchema = z.object({
  id: z.string().trim().min(1, "Enter the flow's id").pipe(flowIdSchema),
  name: registeredFlowUpdateSchema.shape.name,
  description: z.string().max(2000, "At most 2000 characters"),
  input_schema_text: z.string().refine((text) => {
    if (text.trim() === "") return true;
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === "object" && value !== null && !Array.isArray(value);
    } catch {
      return false;
    }
  }, "Paste the input schema as a JSON object, or leave it empty"),
});
export type FlowFormValues = z.infer<typeof flowFormSchema>;

export function flowFormToBody(values: FlowFormValues): RegisteredFlowCreate {
  const text = values.input_schema_text.trim();
  return {
    id: values.id.trim(),
    name: values.name.trim(),
    description: values.description.trim() || null,
    input_schema: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}
