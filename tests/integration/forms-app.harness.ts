import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import { hashToken, newToken } from "../../adapters/security/tokens";
import type { Database, DatabaseHandle } from "../../adapters/storage/sql/database";
import { sessions, users } from "../../adapters/storage/sql/schema";
import type { Clock } from "../../core/ports/clock.port";
import { readConfig } from "../../server/config";
import { createServerContainer } from "../../server/container";
import { TOKENS } from "../../server/di/tokens";
import { openTestDatabase } from "./test-database";

export type FormsApp = Readonly<{
  app: Hono;
  db: Database;
  /** DATA_DIR of this app (a fresh temporary directory) and its uploads folder. */
  dataDir: string;
  uploadsDir: string;
  advanceSeconds(seconds: number): void;
  now(): Date;
  /** A distinct client address for each call site, so rate limits of different tests never meet. */
  nextIp(): string;
  /** A user with a live session; returns the bearer token and the user id. */
  signIn(role?: "user" | "staff" | "admin"): Promise<{ token: string; userId: number }>;
  close(): Promise<void>;
}>;

/**
 * The composed server (container, real routes, real SQL, real files under a temporary DATA_DIR) behind one
 * trusted proxy (TRUST_PROXY=1 unless `env` says otherwise), so tests choose the client address with X-Forwarded-For; the clock is a test clock.
 */
export async function openFormsApp(
  start = new Date("2026-11-21T10:00:00.000Z"),
  env: Record<string, string> = { TRUST_PROXY: "1" },
): Promise<FormsApp> {
  const handle: DatabaseHandle = await openTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), "shuyuan-data-"));
  let now = start;
  const clock: Clock = { now: () => now };
  const config = readConfig({ ...env, DATA_DIR: dataDir });
  const app = createServerContainer({ config, version: "test", db: handle.db, clock }).get(TOKENS.App);
  let ips = 0;
  let people = 0;
  return {
    app,
    db: handle.db,
    dataDir,
    uploadsDir: config.uploadsDir,
    advanceSeconds: (seconds) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
    now: () => now,
    nextIp: () => {
      ips++;
      return `198.51.${Math.floor(ips / 250)}.${(ips % 250) + 1}`;
    },
    async signIn(role = "user") {
      people++;
      const [user] = await handle.db
        .insert(users)
        .values({ username: `person${people}`, email: `person${people}@example.com`, password_hash: "x", role })
        .returning({ id: users.id });
      if (!user) throw new Error("no user row");
      const token = newToken();
      await handle.db.insert(sessions).values({
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + 3600_000),
      });
      return { token, userId: user.id };
    },
    async close() {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
