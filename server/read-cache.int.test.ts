import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FX, readSideFixture } from "../adapters/storage/rows/read-side.fixture";
import type { DatabaseHandle } from "../adapters/storage/sql/database";
import { institutions } from "../adapters/storage/sql/schema";
import { insertStorageRows } from "../tests/integration/insert-storage-rows";
import { openTestDatabase } from "../tests/integration/test-database";
import { readConfig } from "./config";
import { createServerContainer } from "./container";
import { TOKENS } from "./di/tokens";

// The read cache (ADR 042) in the composed server over a real database: what it keeps, and what empties it.
let handle: DatabaseHandle;
let app: Hono;

const V1 = "/api/ru/v1";
const institution = async (): Promise<{ title: { ru: string }; content: string; views: number; rating: number }> => {
  const response = await app.request(`${V1}/institutions/${FX.pku}`);
  expect(response.status).toBe(200);
  return response.json();
};

beforeAll(async () => {
  handle = await openTestDatabase();
  await insertStorageRows(handle.db, readSideFixture());
  const container = createServerContainer({
    config: readConfig({ READ_CACHE_TTL_MS: "60000" }),
    version: "test",
    db: handle.db,
  });
  app = container.get(TOKENS.App);
});
afterAll(() => handle.close());

describe("the read cache in the server", () => {
  it("answers a kept institution with every view counted", async () => {
    const first = await institution();
    const second = await institution();
    expect(second.views).toBe(first.views + 1);
    const [row] = await handle.db
      .select({ views: institutions.views })
      .from(institutions)
      .where(eq(institutions.id, FX.pku));
    expect(row?.views).toBe(second.views);
  });

  it("keeps a read until a write through the API, even when the database changed underneath", async () => {
    await institution();
    // `content` is not one of the columns that move the data version: only the cache's lifetime or a write
    // through the API shows it.
    await handle.db.update(institutions).set({ content: "<p>Новое описание</p>" }).where(eq(institutions.id, FX.pku));
    expect((await institution()).content).not.toContain("Новое описание");
    // Any write through the API empties it (here an account is opened: a POST answered 201).
    const registered = await app.request("/api/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        first_name: "Анна",
        last_name: "Петрова",
        email: "anna@example.ru",
        password: "Secret-pass-42",
      }),
    });
    expect(registered.status).toBe(201);
    const fresh = await institution();
    expect(fresh.content).toContain("Новое описание");
  });

  it("drops what it keeps within a second of a change to the catalogue's data version", async () => {
    await institution();
    await handle.db
      .update(institutions)
      .set({ title_ru: "Пекинский университет (PKU)" })
      .where(eq(institutions.id, FX.pku));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await institution()).title.ru).toBe("Пекинский университет (PKU)");
  });
});
