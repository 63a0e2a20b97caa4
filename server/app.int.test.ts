import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../adapters/storage/sql/database";
import { openTestDatabase } from "../tests/integration/test-database";
import { readConfig } from "./config";
import { createServerContainer } from "./container";
import { TOKENS } from "./di/tokens";

let handle: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  handle = await openTestDatabase();
  const container = createServerContainer({ config: readConfig({}), version: "test", db: handle.db });
  app = container.get(TOKENS.App);
});
afterAll(() => handle.close());

describe("the API shell", () => {
  it("answers health as JSON under /api and /api-dev", async () => {
    for (const prefix of ["/api", "/api-dev"]) {
      const response = await app.request(`${prefix}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: "ok", version: "test" });
    }
  });

  it("answers unknown API paths with a JSON 404, never HTML", async () => {
    const response = await app.request("/api/ru/v1/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ message: "Не найдено." });
  });

  it("treats an unknown bearer token as anonymous on public calls", async () => {
    const response = await app.request("/api/health", { headers: { Authorization: "Bearer not-a-token" } });
    expect(response.status).toBe(200);
  });

  it("sends the security headers", async () => {
    const response = await app.request("/api/health");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });
});
