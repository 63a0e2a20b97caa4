import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../adapters/storage/sql/database";
import { openDatabase } from "../adapters/storage/sql/open-database";
import { sqlUserRepository } from "../adapters/storage/sql/repositories/users.sql";
import { DEMO_PEOPLE } from "../core/application/auth/create-demo-accounts";
import { users } from "../adapters/storage/sql/schema";
import { readConfig } from "./config";
import { createServerContainer } from "./container";
import { TOKENS } from "./di/tokens";
import { seedDemoAccounts } from "./seed-demo-accounts";
import { setupDatabase } from "./setup-database";

const NOW = new Date("2026-11-20T09:00:00.000Z");

let handle: DatabaseHandle;
let uploadsDir: string;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: ":memory:", migrate: false });
  uploadsDir = await mkdtemp(join(tmpdir(), "shuyuan-demo-"));
});
afterAll(async () => {
  await handle.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const printed = (log: { readonly mock: { readonly calls: readonly unknown[][] } }): string =>
  log.mock.calls.map((call) => call.join(" ")).join("\n");

const logIn = async (email: string, password: string) => {
  const app = createServerContainer({
    config: readConfig({}),
    version: "test",
    db: handle.db,
    clock: { now: () => NOW },
  }).get(TOKENS.App);
  const response = await app.request(
    "/api/auth/login",
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) },
    { incoming: { socket: { remoteAddress: "192.0.2.1" } } },
  );
  return response.status;
};

// One embedded database through its first and second setup, in order.
describe("setupDatabase and the demo accounts (embedded database)", () => {
  let logins: Awaited<ReturnType<typeof setupDatabase>>["demoLogins"] = [];

  it("the first setup seeds a student and a staff member and prints their log-ins once", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      const report = await setupDatabase(handle, { uploadsDir }, { now: NOW, restoreImages: false });
      logins = report.demoLogins;
      expect(report.seeded).toBe(true);
      expect(logins.map((demo) => [demo.role, demo.email])).toEqual(DEMO_PEOPLE.map((p) => [p.role, p.email]));
      const output = printed(log);
      for (const { email, password } of logins) {
        expect(output.split(password).length - 1).toBe(1);
        expect(output).toContain(email);
      }
    } finally {
      log.mockRestore();
    }
  });

  it("stores only hashes of the passwords", async () => {
    const repository = sqlUserRepository(handle.db);
    for (const { email, password } of logins) {
      const account = await repository.findByEmail(email);
      expect(account?.passwordHash).toBeDefined();
      expect(account?.passwordHash).not.toContain(password);
    }
  });

  it("the passwords log in through the API", async () => {
    for (const { email, password } of logins) expect(await logIn(email, password)).toBe(200);
  });

  it("a second setup creates and prints no accounts", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      const report = await setupDatabase(handle, { uploadsDir }, { now: NOW, restoreImages: false });
      expect(report).toEqual({ seeded: false, demoLogins: [] });
      for (const { password } of logins) expect(printed(log)).not.toContain(password);
    } finally {
      log.mockRestore();
    }
  });

  it("a PostgreSQL database never gets demo accounts", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      const postgres: DatabaseHandle = { ...handle, engine: "postgres" };
      const before = await handle.db.$count(users);
      expect(await seedDemoAccounts(postgres, NOW)).toEqual([]);
      expect(await handle.db.$count(users)).toBe(before);
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});
