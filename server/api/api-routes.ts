import { Hono } from "hono";
import type { Clock } from "../../core/ports/clock.port";
import type { SessionAuthenticator } from "../../core/ports/session-authenticator.port";
import type { AppEnv } from "../http/app-env";
import { authenticate } from "../http/viewer";
import { healthRoutes } from "./health.routes";

export type ApiDeps = Readonly<{
  clock: Clock;
  version: string;
  authenticator: SessionAuthenticator;
}>;

/** The provider API (mounted under /api/ and /api-dev/). Every answer is JSON, errors included. */
export function createApi(deps: ApiDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("*", authenticate(deps.authenticator, deps.clock));
  api.route("/", healthRoutes(deps));
  return api;
}
