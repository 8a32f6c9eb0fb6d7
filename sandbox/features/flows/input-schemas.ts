import {
  accountIdPattern,
  companyName,
  countryCode,
  datePattern,
  objectSchema,
  registrationNumber,
  website,
} from "./schema-fields";
import type { FlowKind, JsonObject } from "./types";

/**
 * Input schemas of each flow's active version. The console renders its run form from these, so
 * every property carries a title and a description.
 */
export const inputSchemas: Record<FlowKind, JsonObject> = {
  report: objectSchema("Business verification request", ["company_name", "country_code"], {
    company_name: companyName,
    country_code: countryCode,
    website,
    registration_number: registrationNumber,
    notes: {
      type: "string",
      title: "Analyst notes",
      description: "Context for the verification; quoted in the report as written.",
      maxLength: 4000,
    },
  }),
  structured: objectSchema("Company profile request", ["company_name", "country_code"], {
    company_name: companyName,
    country_code: countryCode,
    registration_number: registrationNumber,
    include_officers: {
      type: "boolean",
      title: "Include officers",
      description: "Also extract directors and company secretaries.",
      default: true,
    },
  }),
  failing: objectSchema("Registry lookup request", ["company_name", "country_code"], {
    company_name: companyName,
    country_code: countryCode,
    registration_number: registrationNumber,
    failure_mode: {
      type: "string",
      title: "Failure mode",
      description:
        "Sandbox only: `permanent` (default) fails with transient: false, `transient` with transient: true.",
      enum: ["permanent", "transient"],
      default: "permanent",
    },
  }),
  degraded: objectSchema("Adverse media scan request", ["company_name", "country_code"], {
    company_name: companyName,
    country_code: countryCode,
    lookback_months: {
      type: "integer",
      title: "Look-back (months)",
      description: "How far back to search news and web sources.",
      minimum: 1,
      maximum: 60,
      default: 24,
    },
    keywords: {
      type: "array",
      title: "Extra keywords",
      description: "Terms searched together with the company name.",
      items: { type: "string", minLength: 1, maxLength: 100 },
      maxItems: 10,
    },
  }),
  rehearsal: objectSchema("Account restriction request", ["account_id", "action", "reason"], {
    account_id: {
      type: "string",
      title: "Account id",
      description: "Account in the core banking system, e.g. ACC-104233.",
      pattern: accountIdPattern,
    },
    action: {
      type: "string",
      title: "Action",
      description: "What the flow would do to the account.",
      enum: ["restrict_outbound", "freeze", "offboard"],
    },
    reason: {
      type: "string",
      title: "Reason",
      description: "Why; written to the CRM case note.",
      minLength: 3,
      maxLength: 1000,
    },
    notify_customer: {
      type: "boolean",
      title: "Notify customer",
      description: "Send the customer the restriction notice e-mail.",
      default: true,
    },
  }),
  skipped: objectSchema("KYB refresh request", ["company_name", "country_code"], {
    company_name: companyName,
    country_code: countryCode,
    last_verified_on: {
      type: "string",
      title: "Last verified on",
      description: "Date (YYYY-MM-DD) of the last completed verification.",
      pattern: datePattern,
    },
  }),
  no_active_version: objectSchema(
    "Enhanced due diligence request",
    ["company_name", "country_code"],
    {
      company_name: companyName,
      country_code: countryCode,
      ubo_names: {
        type: "array",
        title: "Beneficial owners",
        description: "Names of the ultimate beneficial owners to investigate.",
        items: { type: "string", minLength: 1 },
        maxItems: 20,
      },
    },
  ),
  screening_remediation: objectSchema("Alert remediation request", ["alert_id", "entity_name"], {
    alert_id: {
      type: "string",
      title: "Alert id",
      description: "Name screening alert whose hits should be remediated.",
      minLength: 1,
      maxLength: 100,
    },
    entity_name: {
      type: "string",
      title: "Screened name",
      description: "Name of the screened person or business, as in the profile.",
      minLength: 1,
      maxLength: 300,
    },
    sync_to_provider: {
      type: "boolean",
      title: "Sync to provider",
      description: "Write the resolutions back to the screening provider.",
      default: true,
    },
  }),
  too_large_output: objectSchema("Ledger export request", ["account_id", "from", "to"], {
    account_id: {
      type: "string",
      title: "Account id",
      description: "Account whose ledger is exported, e.g. ACC-104233.",
      pattern: accountIdPattern,
    },
    from: {
      type: "string",
      title: "From",
      description: "First day (YYYY-MM-DD).",
      pattern: datePattern,
    },
    to: {
      type: "string",
      title: "To",
      description: "Last day (YYYY-MM-DD).",
      pattern: datePattern,
    },
  }),
};
