import type { UserRecord } from "@/lib/db/users";

/** A user as the users API returns it: the session version stays internal. */
export interface UserDto {
  id: string;
  email: string;
  name: string;
  role: "analyst" | "admin";
  disabledAt: string | null;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  hasPassword: boolean;
}

export function toUserDto(user: UserRecord): UserDto {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    disabledAt: user.disabledAt,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    lastLoginAt: user.lastLoginAt,
    hasPassword: user.hasPassword,
  };
}
