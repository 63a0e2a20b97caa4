import type { Authentication } from "../../core/ports/session-authenticator.port";

/** Per-request variables of the Hono app. */
export type AppEnv = {
  Variables: {
    auth: Authentication;
    /** The bearer token as sent (absent for anonymous calls). */
    token: string | null;
  };
};
