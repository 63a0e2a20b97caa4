import { data, type RouterContextProvider } from "react-router";
import { sessionKeyOf } from "../../adapters/storage/browser/session-key";
import { isLoggedIn } from "../../core/domain/auth/is-logged-in";
import { ERROR_TEXTS } from "../../core/domain/errors/error-texts";
import type { User } from "../../core/domain/user/user";
import { isAdminUser, isStaffUser } from "../../core/domain/user/staff-role";
import { currentUserQuery } from "../features/account/account.queries";
import { requestApiContext, requestQueryClientContext } from "./request-context";

/** What a guard reads of a loader's or action's arguments. */
type GuardArgs = { readonly request: Request; readonly context: Readonly<RouterContextProvider> };

/** A guard lets the request through (resolves) or refuses it by throwing the error page's response. */
type Guard = (args: GuardArgs) => Promise<void>;

/**
 * Only-authorized pages (spec 2, 6): anonymous visitors get the 403 page. The user comes from the request's
 * QueryClient, so the guards of a page and its sections and the page's own loader ask the API once.
 */
const onlyAuthorized: Guard = async ({ request, context }) => {
  const query = currentUserQuery(context.get(requestApiContext), sessionKeyOf(request.headers.get("cookie")));
  const user = await context.get(requestQueryClientContext).ensureQueryData(query);
  if (!isLoggedIn(user)) throw data(ERROR_TEXTS.forbidden, { status: 403 });
};

/**
 * The staff console (ADR 056): the role comes with the viewer's own user from /auth/me (the same cached read as
 * only-authorized). Anonymous visitors and plain users alike get the 403 page, as the console's API answers them.
 */
const onlyRole =
  (allowed: (user: User | null) => boolean): Guard =>
  async ({ request, context }) => {
    const query = currentUserQuery(context.get(requestApiContext), sessionKeyOf(request.headers.get("cookie")));
    const user = await context.get(requestQueryClientContext).ensureQueryData(query);
    if (!allowed(user)) throw data(ERROR_TEXTS.forbidden, { status: 403 });
  };

const GUARDS: Readonly<Record<string, Guard>> = {
  "only-authorized": onlyAuthorized,
  "only-staff": onlyRole(isStaffUser),
  "only-admin": onlyRole(isAdminUser),
};

/**
 * Runs the guards a route names, in order; its loaders and actions call this first (ADR 034). Guards do not run as
 * route middleware: a middleware that throws stops every loader, the root's too, and the error page would have no
 * layout data, while a loader that throws leaves the root loader's data to the error page. A name with no
 * registered guard is a defect of the route table: every request to it fails with 500 "Unknown middleware"
 * (spec 8) rather than serving the page unguarded.
 */
export async function passGuards(names: readonly string[], args: GuardArgs): Promise<void> {
  for (const name of names) {
    const found = GUARDS[name];
    if (!found) throw data(ERROR_TEXTS.unknownMiddleware, { status: 500 });
    await found(args);
  }
}
