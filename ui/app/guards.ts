import { data, type MiddlewareFunction } from "react-router";
import { isLoggedIn } from "../../core/domain/auth/is-logged-in";
import { ERROR_TEXTS } from "../../core/domain/errors/error-texts";
import { requestApiContext } from "./request-context";

type Guard = MiddlewareFunction<Response>;

/** Only-authorized pages (spec 2, 6): anonymous visitors get the 403 page. */
const onlyAuthorized: Guard = async ({ context }, next) => {
  const user = await context.get(requestApiContext).auth.me();
  if (!isLoggedIn(user)) throw data(ERROR_TEXTS.forbidden, { status: 403 });
  return next();
};

const GUARDS: Readonly<Record<string, Guard>> = { "only-authorized": onlyAuthorized };

/**
 * The middleware a route names in its `guard` list. A name with no registered guard is a defect of the route
 * table: every request to it fails with 500 "Unknown middleware" (spec 8) rather than serving the page unguarded.
 */
export const guard =
  (name: string): Guard =>
  async (args, next) => {
    const found = GUARDS[name];
    if (!found) throw data(ERROR_TEXTS.unknownMiddleware, { status: 500 });
    return found(args, next);
  };
