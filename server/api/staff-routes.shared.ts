import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { StaffDesk } from "../../core/ports/staff-desk.port";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { staffDesk, staffViewerOf } from "../staff/staff-desk";
import { apiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { requireStaff, viewerOf } from "../http/viewer";

/** Answers of the staff console's calls are never cached. */
export const NO_STORE = { "Cache-Control": "no-store" };

/** Bodies of the console's writes are small forms. */
export const staffBodyLimit = bodyLimit({
  maxSize: 8 * 1024,
  onError: (c) => apiError(c, 413, "Слишком большой запрос."),
});

/** The caller's desk, or the 403 to answer (ADR 056: anonymous callers and students alike; staff for `admin`). */
export const deskOf = (
  c: Context<AppEnv>,
  deps: StaffConsoleDeps,
  level: "staff" | "admin" = "staff",
): { desk: StaffDesk } | { response: Response } => {
  const allowed = requireStaff(c, level);
  if ("response" in allowed) return allowed;
  const viewer = staffViewerOf(viewerOf(c));
  if (viewer === null) return { response: apiError(c, 403, "Доступно только сотрудникам.") };
  return { desk: staffDesk(deps, viewer) };
};
