import type { Hono } from "hono";
import type { ServiceIdentifier } from "inversify";
import type { Database } from "../../adapters/storage/sql/database";
import type { Clock } from "../../core/ports/clock.port";
import type { SessionAuthenticator } from "../../core/ports/session-authenticator.port";
import type { ApiDeps } from "../api/api-routes";
import type { Config } from "../config";
import type { AppEnv } from "../http/app-env";

const token = <T>(name: string) => Symbol.for(`shuyuan.${name}`) as ServiceIdentifier<T>;

/** Typed service identifiers of the server's composition root. */
export const TOKENS = {
  Config: token<Config>("Config"),
  Version: token<string>("Version"),
  Clock: token<Clock>("Clock"),
  Database: token<Database>("Database"),
  SessionAuthenticator: token<SessionAuthenticator>("SessionAuthenticator"),
  ApiDeps: token<ApiDeps>("ApiDeps"),
  Api: token<Hono<AppEnv>>("Api"),
  App: token<Hono>("App"),
} as const;
