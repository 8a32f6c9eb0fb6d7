import "server-only";
import type { NextRequest } from "next/server";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import { ApiError, toErrorResponse } from "@/lib/http/errors";
import { hasRole, type Role } from "@/lib/http/roles";
import { isCrossSite } from "@/lib/http/same-origin";

export type { Role };

type Params = Record<string, string | string[]>;

export interface RouteContext<P extends Params> {
  request: NextRequest;
  params: P;
  user: SessionUser;
}

type NextContext<P extends Params> = { params: Promise<P> };

/**
 * The one wrapper every signed-in console route goes through: cross-site refusal, session
 * (401), role (403), then the handler, with every error mapped to the console's contract.
 * `analyst` means any signed-in user; `admin` admins only.
 */
export function withSession<P extends Params = Record<string, never>>(
  role: Role,
  handler: (context: RouteContext<P>) => Promise<Response> | Response,
) {
  return async (request: NextRequest, context: NextContext<P>): Promise<Response> => {
    try {
      if (isCrossSite(request)) {
        throw new ApiError(403, "CROSS_SITE_REQUEST", "Cross-site requests are refused.");
      }
      const user = await getSessionUser(request);
      if (!user) throw new ApiError(401, "UNAUTHENTICATED", "Sign in to continue.");
      if (!hasRole(user.role, role)) {
        throw new ApiError(403, "FORBIDDEN", "Only an admin can do this.");
      }
      return await handler({ request, params: await context.params, user });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** For the few public routes (health, the inbound receiver): errors mapped, nothing else. */
export function withPublic<P extends Params = Record<string, never>>(
  handler: (context: { request: NextRequest; params: P }) => Promise<Response> | Response,
) {
  return async (request: NextRequest, context: NextContext<P>): Promise<Response> => {
    try {
      return await handler({ request, params: await context.params });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
