import "server-only";
import Ajv2020 from "ajv/dist/2020";

/**
 * An admin pastes a flow's input schema; a schema the service would not accept either is refused
 * here, with the compiler's reason, instead of producing a form that cannot work.
 */
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: true });

export function inputSchemaProblem(schema: Record<string, unknown>): string | null {
  try {
    ajv.compile(schema);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : "The schema could not be compiled.";
  } finally {
    // Compiled schemas are cached by $id; a re-registered flow must be able to change its schema.
    ajv.removeSchema();
  }
}
