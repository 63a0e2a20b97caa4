import { Container } from "inversify";
import { systemClock } from "../adapters/clock/system-clock";
import type { Database } from "../adapters/storage/sql/database";
import { sqlSessionAuthenticator } from "../adapters/storage/sql/repositories/session-authenticator.sql";
import type { Clock } from "../core/ports/clock.port";
import { createApi } from "./api/api-routes";
import type { AppParts } from "./app";
import { createApp } from "./app";
import type { Config } from "./config";
import { TOKENS } from "./di/tokens";

export type ServerParts = Readonly<{
  config: Config;
  version: string;
  db: Database;
  clock?: Clock;
}> &
  Readonly<Pick<AppParts, "ssr" | "assets">>;

/** The composition root of the server: every adapter is chosen and wired here, and only here. */
export function createServerContainer(parts: ServerParts): Container {
  const c = new Container({ defaultScope: "Singleton" });
  c.bind(TOKENS.Config).toConstantValue(parts.config);
  c.bind(TOKENS.Version).toConstantValue(parts.version);
  c.bind(TOKENS.Clock).toConstantValue(parts.clock ?? systemClock);
  c.bind(TOKENS.Database).toConstantValue(parts.db);
  c.bind(TOKENS.SessionAuthenticator).toResolvedValue(sqlSessionAuthenticator, [TOKENS.Database]);
  c.bind(TOKENS.ApiDeps).toResolvedValue(
    (clock, version, authenticator) => ({ clock, version, authenticator }),
    [TOKENS.Clock, TOKENS.Version, TOKENS.SessionAuthenticator],
  );
  c.bind(TOKENS.Api).toResolvedValue(createApi, [TOKENS.ApiDeps]);
  c.bind(TOKENS.App).toResolvedValue((api) => createApp({ api, ssr: parts.ssr, assets: parts.assets }), [TOKENS.Api]);
  return c;
}
