import { z } from "zod";

export const API_ENVIRONMENTS = ["production", "sandbox"] as const;
export type ApiEnvironmentName = (typeof API_ENVIRONMENTS)[number];

export const environmentSchema = z.enum(API_ENVIRONMENTS);

/**
 * The compliance service's address: http(s) only, no credentials, query or fragment, since the
 * console sends the key to it.
 */
const baseUrlSchema = z
  .string()
  .trim()
  .max(2048, "At most 2048 characters.")
  .refine((value) => value === "" || isServiceUrl(value), {
    message: "Enter an http(s) address without a user name, password, query or fragment.",
  })
  .transform((value) => (value === "" ? undefined : value.replace(/\/+$/, "")))
  .optional();

export function isServiceUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === "https:" || url.protocol === "http:") &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash
  );
}

// The same rule as the upstream client's, checked here so the form can say it first.
const apiKeySchema = z
  .string()
  .trim()
  .min(1, "Enter the API key.")
  .max(512, "At most 512 characters.")
  .regex(/^[\x21-\x7e]+$/, "An API key has no spaces or accented characters.");

export const apiKeyBodySchema = z.object({
  environment: environmentSchema,
  baseUrl: baseUrlSchema,
  apiKey: apiKeySchema,
});

export type ApiKeyBody = z.input<typeof apiKeyBodySchema>;
