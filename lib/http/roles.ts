/** `analyst`: any signed-in user; `admin`: admins only (DESIGN.md, "Decisions", Auth). */
export type Role = "analyst" | "admin";

export function hasRole(userRole: Role, needed: Role): boolean {
  return needed === "analyst" || userRole === "admin";
}
