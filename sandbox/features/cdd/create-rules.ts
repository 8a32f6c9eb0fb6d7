import type { z } from "zod";
import type { FieldIssue } from "../../core/errors";
import {
  isCountryCode,
  isOneOf,
  registerNumberCountries,
  registryPullCountries,
} from "./country-codes";
import { createBodySchema, type CreateBody } from "./create-schema";
import type { CddInput } from "./model";

/**
 * Validates a `POST /cdds` body: field rules (create-schema.ts) and the rules across fields, all
 * collected, so a client fixes every problem in one round trip. The rules across fields read the
 * raw body because they must also run when a field has failed its own rule.
 */
export function validateCreate(
  body: Record<string, unknown>,
): { ok: true; input: CddInput } | { ok: false; issues: FieldIssue[] } {
  const parsed = createBodySchema.safeParse(body);
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues.flatMap(toFieldIssues)),
    ...crossFieldIssues(body),
  ];
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, input: toInput(parsed.data) };
}

function toFieldIssues(issue: z.core.$ZodIssue): FieldIssue[] {
  const path = issue.path.map(String);
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => ({
      path: [...path, key],
      message: `Unknown field: ${[...path, key].join(".")}`,
      code: "unrecognized_keys",
    }));
  }
  const custom = issue.code === "custom" ? (issue.params as { code?: string } | undefined) : {};
  return [{ path, message: issue.message, code: custom?.code ?? issue.code }];
}

const given = (value: unknown) => value !== undefined && value !== null;
const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

function crossFieldIssues(body: Record<string, unknown>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (path: string[], code: string, message: string) =>
    issues.push({ path, message, code });
  const country = isCountryCode(body.country_code) ? body.country_code : undefined;
  const countryInvalid = given(body.country_code) && country === undefined;

  if (!given(body.website) && !given(body.legal_name) && !given(body.register_number)) {
    add(
      [],
      "invalid_shape",
      "Identify the company by website, by legal_name with country_code, or by register_number with country_code",
    );
  } else if (given(body.register_number) && !given(body.country_code)) {
    // A register number means nothing without its country, even next to a website.
    add(["country_code"], "required", "country_code is required with register_number");
  } else if (!given(body.website) && !given(body.register_number) && !given(body.country_code)) {
    add(["country_code"], "required", "country_code is required with legal_name");
  }

  if (given(body.register_number) && country && !isOneOf(registerNumberCountries, country)) {
    add(
      ["register_number"],
      "unsupported_country",
      `register_number is supported only for companies in GB, FR and IT, not ${country}`,
    );
  }
  if (
    body.pull_registry_documents === true &&
    !countryInvalid &&
    !isOneOf(registryPullCountries, country)
  ) {
    add(
      ["pull_registry_documents"],
      "unsupported_country",
      country
        ? `pull_registry_documents is supported only for companies in DE and IT, not ${country}`
        : "pull_registry_documents needs country_code DE or IT",
    );
  }
  const contact = body.contact_person;
  if (typeof contact === "object" && contact !== null && !Array.isArray(contact)) {
    const { name, email } = contact as Record<string, unknown>;
    if (!filled(name) && !filled(email)) {
      add(["contact_person"], "required", "contact_person needs at least a name or an email");
    }
  }
  return issues;
}

function toInput(body: CreateBody): CddInput {
  const { website, email, legal_name, ...rest } = body;
  const registry_profile = registryProfile(body);
  return compact<CddInput>({ website, email, legal_name, registry_profile, ...rest });
}

/** FULL when the registry is the source (a register number or a registry pull), else BASIC. */
export function registryProfile(input: {
  register_number?: string;
  pull_registry_documents?: boolean;
}): "FULL" | "BASIC" {
  return input.register_number !== undefined || input.pull_registry_documents === true
    ? "FULL"
    : "BASIC";
}

/** Absent fields stay absent in the stored input rather than kept as undefined keys. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
