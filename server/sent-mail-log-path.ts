import { join, resolve } from "node:path";
import type { Config } from "./config";

/**
 * Where the server copies the mail it sends (ADR 044): `DATA_DIR/mail/sent.jsonl` with the embedded database, which
 * a running server locks; nowhere with PostgreSQL (`npm run mail` reads its outbox table) or an in-memory database.
 */
export const sentMailLogPath = (config: Pick<Config, "databaseUrl" | "dataDir">): string | undefined =>
  config.databaseUrl !== undefined || config.dataDir === ":memory:"
    ? undefined
    : join(resolve(config.dataDir), "mail", "sent.jsonl");
