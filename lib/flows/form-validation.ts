import { z } from "zod";
import { isTriState, type FormField } from "./schema-form";

/**
 * The zod schema of a generated form (for zodResolver). It checks what it can say clearly:
 * required fields, numbers, lengths, list sizes. Patterns are left to the service, whose
 * VALIDATION_ERROR messages name the expected format in words ("two capital letters, e.g. GB"),
 * and which maps back onto the same fields.
 */
function textRule(field: FormField) {
  return z.string().superRefine((value, ctx) => {
    if (value === "") {
      if (field.required) ctx.addIssue({ code: "custom", message: "Required" });
      return;
    }
    if (field.minLength !== undefined && value.length < field.minLength) {
      ctx.addIssue({ code: "custom", message: `At least ${field.minLength} characters` });
    }
    if (field.maxLength !== undefined && value.length > field.maxLength) {
      ctx.addIssue({ code: "custom", message: `At most ${field.maxLength} characters` });
    }
  });
}

function numberRule(field: FormField) {
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === "") {
      if (field.required) ctx.addIssue({ code: "custom", message: "Required" });
      return;
    }
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) {
      ctx.addIssue({ code: "custom", message: "Enter a number" });
    } else if (field.kind === "integer" && !Number.isInteger(parsed)) {
      ctx.addIssue({ code: "custom", message: "Enter a whole number" });
    } else if (field.minimum !== undefined && parsed < field.minimum) {
      ctx.addIssue({ code: "custom", message: `At least ${field.minimum}` });
    } else if (field.maximum !== undefined && parsed > field.maximum) {
      ctx.addIssue({ code: "custom", message: `At most ${field.maximum}` });
    }
  });
}

function listRule(field: FormField) {
  return z.string().superRefine((value, ctx) => {
    const items = value
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (items.length === 0 && field.required) {
      ctx.addIssue({ code: "custom", message: "Add at least one entry" });
    }
    if (field.maxItems !== undefined && items.length > field.maxItems) {
      ctx.addIssue({ code: "custom", message: `At most ${field.maxItems} entries` });
    }
    const long = field.maxLength !== undefined && items.some((i) => i.length > field.maxLength!);
    if (long)
      ctx.addIssue({ code: "custom", message: `Each entry at most ${field.maxLength} characters` });
  });
}

function ruleFor(field: FormField): z.ZodType {
  switch (field.kind) {
    case "number":
    case "integer":
      return numberRule(field);
    case "boolean":
      return isTriState(field) ? z.enum(["", "true", "false"]) : z.boolean();
    case "enum":
      return z
        .string()
        .refine((value) => value !== "" || !field.required, { message: "Choose one" });
    case "string-list":
      return listRule(field);
    default:
      return textRule(field);
  }
}

export function buildFormSchema(fields: FormField[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.name, ruleFor(field)])));
}
