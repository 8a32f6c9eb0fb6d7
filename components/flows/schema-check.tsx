import type { FieldErrors, Resolver } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import type { InputIssue, InputValidator } from "@/lib/flows/input-validator";
import {
  fieldForPointer,
  formToInput,
  type FormField,
  type FormValues,
} from "@/lib/flows/schema-form";

/**
 * The form's own rules first (required, numbers, lengths), then the flow's whole JSON Schema on
 * the input the form would send, each issue on its field: a pattern or format the form cannot
 * express is refused here, before the service is asked.
 */
export function withSchemaCheck(
  base: Resolver<FormValues>,
  fields: FormField[],
  validate: InputValidator | null,
): Resolver<FormValues> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (!validate || Object.keys(result.errors).length > 0) return result;
    const errors: FieldErrors<FormValues> = {};
    for (const issue of validate(formToInput(fields, values))) {
      const field = fieldForPointer(fields, issue.pointer);
      if (field && !errors[field.name]) {
        errors[field.name] = { type: "schema", message: issue.message };
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}

/** In the JSON editor, the schema's objections as a list, by pointer. */
export function JsonIssueSummary({ issues }: { issues: InputIssue[] }) {
  return (
    <Alert tone="error" title="This input does not match the flow's schema">
      <ul className="list-disc pl-5">
        {issues.map((issue) => (
          <li key={issue.pointer}>
            <code>{issue.pointer || "/"}</code>: {issue.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
