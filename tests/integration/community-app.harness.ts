import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import type { Database, DatabaseHandle } from "../../adapters/storage/sql/database";
import type { Clock } from "../../core/ports/clock.port";
import { readConfig } from "../../server/config";
import { createServerContainer } from "../../server/container";
import { TOKENS } from "../../server/di/tokens";
import { insertSession, insertUser, type SeedUser } from "./community-seed";
import { openTestDatabase } from "./test-database";

export type SignedIn = SeedUser & { readonly token: string };

export type CommunityApp = Readonly<{
  app: Hono;
  db: Database;
  now(): Date;
  advanceSeconds(seconds: number): void;
  /** A new user with a live session (valid for a day of the test clock). */
  signIn(options?: Parameters<typeof insertUser>[1]): Promise<SignedIn>;
  get(path: string, token?: string): Promise<Response>;
  /** POSTs `body` as JSON (a string is sent as is, to test malformed bodies). */
  post(path: string, body: unknown, token?: string): Promise<Response>;
  close(): Promise<void>;
}>;

export const V1 = "/api/ru/v1";

/** The composed server (container, real routes, real SQL) on a fresh database, with a test clock. */
export async function openCommunityApp(start = new Date("2026-11-21T10:00:00.000Z")): Promise<CommunityApp> {
  const handle: DatabaseHandle = await openTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), "shuyuan-community-"));
  let now = start;
  const clock: Clock = { now: () => now };
  const config = readConfig({ DATA_DIR: dataDir });
  const app = createServerContainer({ config, version: "test", db: handle.db, clock }).get(TOKENS.App);
  const headers = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
  return {
    app,
    db: handle.db,
    now: () => now,
    advanceSeconds: (seconds) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
    async signIn(options) {
      const user = await insertUser(handle.db, options);
      const token = await insertSession(handle.db, user.id, new Date(now.getTime() + 86_400_000));
      return { ...user, token };
    },
    get: async (path, token) => app.request(path, { headers: headers(token) }),
    post: async (path, body, token) =>
      app.request(path, {
        method: "POST",
        headers: { ...headers(token), "Content-Type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    async close() {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
