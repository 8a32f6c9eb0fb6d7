/**
 * Turns a flow's input JSON Schema into the fields of a form, and form values back into the input
 * object. Only flat shapes are rendered (string, number, integer, boolean, enum, array of strings);
 * for anything else the plan says why and the trigger page falls back to its JSON editor.
 */
export type FieldKind = "text" | "number" | "integer" | "boolean" | "enum" | "string-list";

export interface FieldOption {
  label: string;
  value: string | number | boolean;
}

export interface FormField {
  /** The property name in the input object. */
  key: string;
  /** The form's field name: `f0`, `f1`… (property names may hold dots or brackets). */
  name: string;
  kind: FieldKind;
  label: string;
  description?: string;
  required: boolean;
  defaultValue?: unknown;
  options?: FieldOption[];
  multiline?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  examples?: string[];
}

export type FormPlan = { kind: "form"; fields: FormField[] } | { kind: "json"; reason: string };

export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const combinators = ["oneOf", "anyOf", "allOf", "$ref", "if", "not", "patternProperties"];

function num(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** `["string", "null"]` is read as `string`; a real union is not rendered. */
function singleType(schema: Json): string | undefined {
  const { type } = schema;
  if (typeof type === "string") return type;
  if (Array.isArray(type)) {
    const rest = type.filter((entry) => entry !== "null");
    return rest.length === 1 && typeof rest[0] === "string" ? rest[0] : undefined;
  }
  return undefined;
}

function fieldKind(property: Json): FieldKind | undefined {
  if (combinators.some((keyword) => keyword in property) || "const" in property) return undefined;
  if (Array.isArray(property.enum)) {
    const scalar = property.enum.every((v) => ["string", "number", "boolean"].includes(typeof v));
    return scalar && property.enum.length > 0 ? "enum" : undefined;
  }
  const type = singleType(property);
  if (type === "string") return "text";
  if (type === "number" || type === "integer" || type === "boolean") return type;
  if (type === "array" && isRecord(property.items)) {
    const items = property.items;
    const plain = !Array.isArray(items.enum) && !combinators.some((keyword) => keyword in items);
    return singleType(items) === "string" && plain ? "string-list" : undefined;
  }
  return undefined;
}

function describe(key: string, property: Json): string {
  const type = singleType(property) ?? (Array.isArray(property.type) ? "union" : "complex value");
  return `"${key}" is ${type === "object" ? "a nested object" : `a ${type}`}, which the form cannot show`;
}

export function planSchemaForm(schema: unknown): FormPlan {
  if (!isRecord(schema)) {
    return { kind: "json", reason: "No input schema is registered for this flow." };
  }
  const type = singleType(schema);
  if ((type !== undefined && type !== "object") || !isRecord(schema.properties)) {
    return { kind: "json", reason: "The flow's input schema does not describe named fields." };
  }
  if (combinators.some((keyword) => keyword in schema)) {
    return { kind: "json", reason: "The flow's input schema combines alternatives (oneOf, …)." };
  }
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  const fields: FormField[] = [];
  for (const [key, property] of Object.entries(schema.properties)) {
    const kind = isRecord(property) ? fieldKind(property) : undefined;
    if (!kind || !isRecord(property)) {
      return { kind: "json", reason: describe(key, isRecord(property) ? property : {}) };
    }
    fields.push(toField(key, property, kind, fields.length, required.includes(key)));
  }
  return { kind: "form", fields };
}

function toField(
  key: string,
  property: Json,
  kind: FieldKind,
  index: number,
  required: boolean,
): FormField {
  const title = typeof property.title === "string" && property.title.trim() ? property.title : key;
  const items = isRecord(property.items) ? property.items : {};
  const field: FormField = {
    key,
    name: `f${index}`,
    kind,
    label: title,
    required,
    description: typeof property.description === "string" ? property.description : undefined,
    defaultValue: property.default,
    minLength: num(kind === "string-list" ? items.minLength : property.minLength),
    maxLength: num(kind === "string-list" ? items.maxLength : property.maxLength),
    minimum: num(property.minimum),
    maximum: num(property.maximum),
    maxItems: num(property.maxItems),
  };
  if (kind === "enum") {
    field.options = (property.enum as FieldOption["value"][]).map((value) => ({
      label: String(value),
      value,
    }));
  }
  // Long free text (notes, reasons) gets a text area; a patterned value (URL, code) stays one line.
  if (kind === "text") {
    field.multiline =
      (field.maxLength ?? 0) >= 1000 && !("pattern" in property) && !("format" in property);
  }
  if (Array.isArray(property.examples)) field.examples = property.examples.map(String).slice(0, 5);
  return field;
}

/** An optional boolean without a default has three states: unset, yes, no. */
export function isTriState(field: FormField): boolean {
  return field.kind === "boolean" && !field.required && typeof field.defaultValue !== "boolean";
}

function toFormValue(field: FormField, value: unknown): FormValue {
  switch (field.kind) {
    case "boolean":
      if (isTriState(field)) return value === true ? "true" : value === false ? "false" : "";
      return value === undefined ? field.defaultValue === true : value === true;
    case "number":
    case "integer":
      return typeof value === "number" ? String(value) : "";
    case "enum": {
      const index = field.options?.findIndex((option) => option.value === value) ?? -1;
      return index >= 0 ? String(index) : "";
    }
    case "string-list":
      return Array.isArray(value) ? value.map(String).join("\n") : "";
    default:
      return typeof value === "string" ? value : "";
  }
}

/** Initial values: from an input (a re-run or a draft) when given, else the schema's defaults. */
export function formValuesFrom(fields: FormField[], input?: Json): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    values[field.name] = toFormValue(field, input ? input[field.key] : field.defaultValue);
  }
  return values;
}

/** The input object; empty optional fields are left out rather than sent as "". */
export function formToInput(fields: FormField[], values: FormValues): Json {
  const input: Json = {};
  for (const field of fields) {
    const raw = values[field.name];
    if (typeof raw === "boolean") {
      input[field.key] = raw;
      continue;
    }
    const value = raw ?? "";
    if (field.kind === "string-list") {
      const list = value
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
      if (list.length > 0) input[field.key] = list;
    } else if (value === "") {
      continue;
    } else if (field.kind === "number" || field.kind === "integer") {
      input[field.key] = Number(value);
    } else if (field.kind === "boolean") {
      input[field.key] = value === "true";
    } else if (field.kind === "enum") {
      const option = field.options?.[Number(value)];
      if (option) input[field.key] = option.value;
    } else {
      input[field.key] = value;
    }
  }
  return input;
}

/** Whether the form can show this input without losing anything (else the JSON editor is used). */
export function canShowInForm(fields: FormField[], input: Json): boolean {
  return Object.entries(input).every(([key, value]) => {
    const field = fields.find((candidate) => candidate.key === key);
    if (!field) return false;
    switch (field.kind) {
      case "text":
        return typeof value === "string" && value !== "";
      case "number":
        return typeof value === "number";
      case "integer":
        return Number.isInteger(value);
      case "boolean":
        return typeof value === "boolean";
      case "enum":
        return field.options?.some((option) => option.value === value) ?? false;
      case "string-list":
        return Array.isArray(value) && value.every((item) => typeof item === "string");
    }
  });
}

/**
 * The field a server-side error points at. `details[].path` is a JSON pointer relative to the
 * input (`/company_name`, `/keywords/0`); a pointer into a list lands on the list's field.
 */
export function fieldForPointer(fields: FormField[], pointer: string): FormField | undefined {
  if (!pointer.startsWith("/")) {
    return fields.find((field) => field.key === pointer.split(".")[0]);
  }
  const tokens = pointer
    .split("/")
    .slice(1)
    .map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"));
  const first = fields.find((field) => field.key === tokens[0]);
  if (first) return first;
  if (tokens[0] === "input" && tokens.length > 1) {
    return fields.find((field) => field.key === tokens[1]);
  }
  return undefined;
}
