import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ApiClient, createApiClient } from "../../adapters/http/api-client/api-client";
import type { ApiClientConfig } from "../../adapters/http/api-client/api-client-config";
import type { FetchLike } from "../../adapters/http/api-client/fetch-like";
import { type BrowserSessionStore, browserSessionStore } from "../../adapters/storage/browser/browser-session-store";
import { memoryStorage } from "../../adapters/storage/browser/memory-storage";
import { localFileStore } from "../../adapters/storage/files/local-file-store";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import type { Clock } from "../../core/ports/clock.port";
import { readConfig } from "../../server/config";
import { createServerContainer } from "../../server/container";
import { TOKENS } from "../../server/di/tokens";
import { prepareDatabase } from "../../server/prepare-database";
import { listeningApp } from "./listening-app";
import { openTestDatabase } from "./test-database";

/** A clock the test moves by hand. */
export type MovableClock = Clock & { advanceSeconds(seconds: number): void };

const movableClock = (start: Date): MovableClock => {
  let now = start;
  return {
    now: () => now,
    advanceSeconds: (seconds) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
};

/** A request the client sent to the real server. */
export type SentRequest = { readonly method: string; readonly url: string; readonly authorization: string | null };

/** One visitor: an API client with its own browser storage, and every request it sent. */
export type Visitor = {
  readonly client: ApiClient;
  readonly session: BrowserSessionStore;
  readonly sent: SentRequest[];
};

export type ApiClientHarness = {
  /** Origin of the listening server ("http://127.0.0.1:PORT"). */
  readonly baseUrl: string;
  readonly clock: MovableClock;
  readonly handle: DatabaseHandle;
  /** The first visitor. */
  readonly visitor: Visitor;
  /** Another visitor with empty storage (a second browser). */
  newVisitor(config?: Partial<ApiClientConfig>): Visitor;
  close(): Promise<void>;
};

/**
 * The real composed server (container, routes, SQL on a fresh migrated and seeded test database) listening on a
 * random loopback port, and API clients wired to it over real HTTP, each with an in-memory browser storage.
 */
export async function openApiClientHarness(start = new Date()): Promise<ApiClientHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), "shuyuan-api-client-"));
  const handle = await openTestDatabase();
  await prepareDatabase(handle.db, start, localFileStore(join(dataDir, "uploads")));
  const clock = movableClock(start);
  const config = readConfig({ DATA_DIR: dataDir });
  const app = createServerContainer({ config, version: "test", db: handle.db, clock }).get(TOKENS.App);
  const server = await listeningApp(app);
  const { baseUrl } = server;

  const newVisitor = (overrides: Partial<ApiClientConfig> = {}): Visitor => {
    const session = browserSessionStore(memoryStorage());
    const sent: SentRequest[] = [];
    const fetch: FetchLike = (url, init) => {
      const authorization = new Headers(init.headers).get("authorization");
      sent.push({ method: init.method ?? "GET", url, authorization });
      return globalThis.fetch(url, init);
    };
    const client = createApiClient({ baseUrl, teachersHost: baseUrl, fetch, session, ...overrides });
    return { client, session, sent };
  };

  return {
    baseUrl,
    clock,
    handle,
    visitor: newVisitor(),
    newVisitor,
    async close() {
      await server.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
