import type { Hono } from "hono";
import { hashToken } from "../../adapters/security/tokens";
import { FIXTURE_NOW, FX, readSideFixture } from "../../adapters/storage/rows/read-side.fixture";
import type { StorageRows } from "../../adapters/storage/rows/storage-rows";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import { readConfig } from "../../server/config";
import { createServerContainer } from "../../server/container";
import { TOKENS } from "../../server/di/tokens";
import { insertStorageRows } from "./insert-storage-rows";
import { openTestDatabase } from "./test-database";

/** Bearer tokens of the read-side fixture's sessions. */
export const READ_TOKENS = {
  viewer: "viewer-token",
  revoked: "revoked-token",
  expired: "expired-token",
} as const;

const TOKEN_OF_SESSION: Readonly<Record<number, string>> = {
  [FX.currentSession]: READ_TOKENS.viewer,
  12: READ_TOKENS.revoked,
  13: READ_TOKENS.expired,
};

export type ReadApiHarness = Readonly<{
  app: Hono;
  handle: DatabaseHandle;
  get: (path: string, init?: { token?: string; headers?: Record<string, string> }) => Promise<Response>;
}>;

/** The composed app on a fresh database holding the read-side fixture, at the fixture's fixed time. */
export async function openReadApi(rows: StorageRows = readSideFixture()): Promise<ReadApiHarness> {
  const handle = await openTestDatabase();
  await insertStorageRows(handle.db, {
    ...rows,
    sessions: rows.sessions.map((session) => {
      const token = TOKEN_OF_SESSION[session.id];
      return token === undefined ? session : { ...session, token_hash: hashToken(token) };
    }),
  });
  const container = createServerContainer({
    config: readConfig({}),
    version: "test",
    db: handle.db,
    clock: { now: () => FIXTURE_NOW },
  });
  const app = container.get(TOKENS.App);
  return {
    app,
    handle,
    get: async (path, init = {}) =>
      app.request(path, {
        headers: { ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}), ...init.headers },
      }),
  };
}
