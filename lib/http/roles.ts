/** `analyst`: any signed-in user; `admin`: admins only (docs/architecture.md, "Decisions"). */
export type Role = "analyst" | "admin";

export function hasRole(userRole: Role, needed: Role): boolean {
  return needed === "analyst" || userRole === "admin";
}
