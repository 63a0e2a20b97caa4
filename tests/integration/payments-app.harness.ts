import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import { readConfig } from "../../server/config";
import { createServerContainer } from "../../server/container";
import { TOKENS } from "../../server/di/tokens";
import { insertSession, insertUser } from "./community-seed";
import type { SignedIn } from "./community-app.harness";
import { listeningApp } from "./listening-app";
import { openTestDatabase } from "./test-database";

export const SANDBOX_SECRET = "integration-sandbox-secret-0123456789";

/**
 * The composed server listening on a loopback port, so that the sandbox's callbacks travel over real HTTP to it,
 * with a known sandbox secret (to sign callbacks in tests) and the system clock.
 */
export async function openPaymentsApp() {
  const handle: DatabaseHandle = await openTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), "shuyuan-payments-"));
  let app: Hono | null = null;
  const server = await listeningApp({ fetch: (request) => (app as Hono).fetch(request) });
  const origin = server.baseUrl;
  const config = readConfig({
    DATA_DIR: dataDir,
    PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
    PAYMENT_CALLBACK_ORIGIN: origin,
  });
  app = createServerContainer({ config, version: "test", db: handle.db }).get(TOKENS.App);
  const send = (path: string, init: RequestInit, token?: string) =>
    fetch(`${origin}${path}`, {
      redirect: "manual",
      ...init,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers },
    });
  return {
    db: handle.db,
    origin,
    async signIn(options?: Parameters<typeof insertUser>[1]): Promise<SignedIn> {
      const user = await insertUser(handle.db, options);
      return { ...user, token: await insertSession(handle.db, user.id, new Date(Date.now() + 86_400_000)) };
    },
    get: (path: string, token?: string) => send(path, {}, token),
    post: (path: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
      send(
        path,
        {
          method: "POST",
          body: typeof body === "string" ? body : JSON.stringify(body),
          headers: { "Content-Type": "application/json", ...headers },
        },
        token,
      ),
    form: (path: string, fields: Record<string, string>) =>
      send(path, { method: "POST", body: new URLSearchParams(fields) }),
    async close() {
      await server.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type PaymentsApp = Awaited<ReturnType<typeof openPaymentsApp>>;
