import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { requireStaff } from "./viewer";

/** Every staff call of the API (`…/v1/staff/…`), but the create-staff command's, which proves itself with a local secret. */
const STAFF_CALL = /\/v1\/staff\//;
const LOCAL_CALL = /\/v1\/staff\/team\/local\/?$/;

/**
 * The staff console's calls refuse everyone but staff with 403 before any handler runs, anonymous callers included
 * (issue 14's matrix; ADR 056): the calls issue 13 added answered 401 to anonymous callers. The handlers still check
 * their own rules (admin-only calls, the object's existence).
 */
export function staffOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!STAFF_CALL.test(c.req.path) || LOCAL_CALL.test(c.req.path)) return next();
    const staff = requireStaff(c);
    return "response" in staff ? staff.response : next();
  };
}
