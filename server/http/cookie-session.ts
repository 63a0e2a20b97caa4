import type { MiddlewareHandler } from "hono";
import { authRecordFromCookies } from "../../adapters/storage/browser/auth-cookie";
import type { Clock } from "../../core/ports/clock.port";
import type { SessionAuthenticator } from "../../core/ports/session-authenticator.port";
import type { AppEnv } from "./app-env";

/**
 * For plain links to a GET that answers a file (a document's download): a request without a bearer token is
 * authenticated with the session the site mirrors into its first-party, SameSite=Lax cookie, so that a link on a
 * server-rendered page works with and without JavaScript. Only for reads: nothing that changes data takes a cookie.
 */
export function cookieSession(authenticator: SessionAuthenticator, clock: Clock): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === "GET" && c.get("auth")?._tag === "Anonymous" && !c.req.header("authorization")) {
      const record = authRecordFromCookies(c.req.header("cookie") ?? null);
      if (record !== null) {
        const auth = await authenticator.authenticate(record.token, clock.now());
        if (auth._tag === "Authenticated") c.set("auth", auth);
      }
    }
    await next();
  };
}
