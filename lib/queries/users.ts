import { queryOptions } from "@tanstack/react-query";
import type { UserDto } from "@/lib/admin/user-dto";
import type {
  CreateUserInput,
  ResetPasswordInput,
  UpdateUserInput,
} from "@/lib/admin/user-schemas";
import { fetchJson } from "@/lib/queries/fetch-json";

export type { UserDto };

export const usersQuery = queryOptions({
  queryKey: ["users"],
  queryFn: () => fetchJson<{ items: UserDto[] }>("/api/settings/users"),
  select: (data) => data.items,
});

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: body === undefined ? undefined : JSON.stringify(body),
});

export function createUser(
  input: CreateUserInput,
): Promise<{ user: UserDto; generatedPassword?: string }> {
  return fetchJson("/api/settings/users", json("POST", input));
}

export function updateUser(id: string, changes: UpdateUserInput): Promise<{ user: UserDto }> {
  return fetchJson(`/api/settings/users/${encodeURIComponent(id)}`, json("PATCH", changes));
}

export function resetPassword(
  id: string,
  input: ResetPasswordInput,
): Promise<{ generatedPassword?: string }> {
  return fetchJson(`/api/settings/users/${encodeURIComponent(id)}/password`, json("POST", input));
}

export function signOutUser(id: string): Promise<{ ok: true }> {
  return fetchJson(`/api/settings/users/${encodeURIComponent(id)}/sign-out`, { method: "POST" });
}
