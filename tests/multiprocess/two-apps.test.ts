import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { Container } from "inversify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FX, readSideFixture } from "../../adapters/storage/rows/read-side.fixture";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import { openDatabase } from "../../adapters/storage/sql/open-database";
import { institutions } from "../../adapters/storage/sql/schema";
import { readConfig } from "../../server/config";
import { createServerContainer } from "../../server/container";
import { TOKENS } from "../../server/di/tokens";
import { insertStorageRows } from "../integration/insert-storage-rows";
import { type FreshDatabase, freshPostgresDatabase } from "./fresh-postgres";

// Two composed servers on one PostgreSQL, each with its own pool, caches and LISTEN connection, as two processes
// would have (ADR 073): what one writes, the other shows on its next request; limits count across both.
const V1 = "/api/ru/v1";
let database: FreshDatabase;
const handles: DatabaseHandle[] = [];
const containers: Container[] = [];
let a: Hono;
let b: Hono;

const composed = async (url: string): Promise<Hono> => {
  const handle = await openDatabase({ databaseUrl: url });
  handles.push(handle);
  const container = createServerContainer({
    config: readConfig({ DATABASE_URL: url, READ_CACHE_TTL_MS: "60000" }),
    version: "test",
    db: handle.db,
  });
  containers.push(container);
  const bus = container.get(TOKENS.CacheBus);
  // Ready once its LISTEN is in place (the bus empties the caches once when it is).
  await new Promise<void>((resolve) => {
    const stop = bus.subscribe(() => {
      stop();
      resolve();
    });
  });
  return container.get(TOKENS.App);
};

const institution = async (app: Hono): Promise<{ content: string }> => {
  const response = await app.request(`${V1}/institutions/${FX.pku}`);
  expect(response.status).toBe(200);
  return response.json();
};

beforeAll(async () => {
  database = await freshPostgresDatabase();
  const setup = await openDatabase({ databaseUrl: database.url });
  await insertStorageRows(setup.db, readSideFixture());
  await setup.close();
  a = await composed(database.url);
  b = await composed(database.url);
});
afterAll(async () => {
  for (const container of containers) await container.get(TOKENS.CacheBus).close();
  for (const handle of handles) await handle.close();
  await database.drop();
});

describe("two server instances on one PostgreSQL", () => {
  it("empty each other's read cache: a write through one shows through the other on the next request", async () => {
    await institution(a);
    await institution(b);
    // `content` moves no data version: only an announced write (or the lifetime, 60 s here) shows it.
    const setup = handles[0];
    if (!setup) throw new Error("no database");
    await setup.db.update(institutions).set({ content: "<p>Изменено</p>" }).where(eq(institutions.id, FX.pku));
    expect((await institution(b)).content).not.toContain("Изменено");
    const registered = await a.request("/api/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        first_name: "Анна",
        last_name: "Петрова",
        email: "anna.two@example.ru",
        password: "Secret-pass-42",
      }),
    });
    expect(registered.status).toBe(201);
    expect((await institution(b)).content).toContain("Изменено");
  });

  it("count one visitor's rate limit across both instances", async () => {
    const check = (app: Hono) =>
      app.request(`${V1}/check?yid=GA1.2.3.4`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await check(i % 2 === 0 ? a : b)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});
