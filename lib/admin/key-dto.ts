import type { ApiEnvironmentName } from "./key-schemas";

export type KeySource = "environment" | "stored" | "sandbox-default" | "none";

export interface EnvironmentKeys {
  environment: ApiEnvironmentName;
  /** Where a key for this environment is sent when no address is stored. */
  defaultBaseUrl: string | null;
  baseUrlEditable: boolean;
  /** COMPLIANCE_API_KEY is set and wins for this environment: shown, not editable. */
  envKeyOverrides: boolean;
  credential: {
    baseUrl: string | null;
    last4: string;
    createdAt: string;
    rotatedAt: string | null;
  } | null;
}

export interface KeysOverview {
  activeEnvironment: ApiEnvironmentName;
  keySource: KeySource;
  activeBaseUrl: string;
  environments: EnvironmentKeys[];
}

export type KeyTestResult =
  | { ok: true; baseUrl: string; message: string }
  | { ok: false; baseUrl: string; status: number; code: string; message: string };
