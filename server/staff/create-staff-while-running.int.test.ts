import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ADMIN_SECRET_HEADER } from "../../adapters/http/contract/staff-team.contract";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import { openDatabase } from "../../adapters/storage/sql/open-database";
import { users } from "../../adapters/storage/sql/schema";
import { type ListeningApp, listeningApp } from "../../tests/integration/listening-app";
import { readConfig } from "../config";
import { createServerContainer } from "../container";
import { TOKENS } from "../di/tokens";
import { type LocalAdminSecret, serverLocalAdminSecret } from "./local-admin-secret";

const run = promisify(execFile);
const PORT = 3529;
let dataDir: string;
let handle: DatabaseHandle;
let secret: LocalAdminSecret;
let server: ListeningApp;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "shuyuan-create-staff-"));
  const config = readConfig({ DATA_DIR: dataDir, PORT: String(PORT), HOST: "0.0.0.0" });
  handle = await openDatabase({ dataDir });
  const opened = await serverLocalAdminSecret(config);
  if (opened === undefined) throw new Error("no local secret for an embedded database");
  secret = opened;
  const app = createServerContainer({ config, version: "test", db: handle.db, localAdminSecret: secret }).get(
    TOKENS.App,
  );
  server = await listeningApp(app, { port: PORT });
});
afterAll(async () => {
  await server.close();
  await secret.remove();
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
});

const createStaff = (email: string, ...flags: string[]) =>
  run("node", ["--import", "tsx", "scripts/create-staff.ts", email, "Вера", "Ким", ...flags], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", STAFF_PASSWORD: "надёжный-пароль-7" },
  }).then(
    (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => ({
      code: failed.code,
      out: failed.stdout,
      err: failed.stderr,
    }),
  );

describe("scripts/create-staff.ts while the server holds the embedded database (ADR 058)", () => {
  it("adds the account through the running server, and the server refuses a taken e-mail", async () => {
    const created = await createStaff("vera@example.com", "--admin");
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toContain("through the running server");
    const [row] = await handle.db.select().from(users).where(eq(users.email, "vera@example.com"));
    expect(row?.role).toBe("admin");
    const again = await createStaff("vera@example.com");
    expect(again.code).toBe(1);
    expect(again.err).toContain("Аккаунт с такой почтой уже есть.");
  }, 60_000);

  it("keeps the secret readable by the server's user only, and a secret works once", async () => {
    const path = join(dataDir, "local-admin.json");
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const { secret: old } = JSON.parse(await readFile(path, "utf8")) as { secret: string };
    const body = { first_name: "Олег", last_name: "Ли", email: "oleg@example.com", role: "staff", password: "" };
    const post = (value: string) =>
      fetch(`http://127.0.0.1:${PORT}/api/ru/v1/staff/team/local`, {
        method: "POST",
        headers: { "Content-Type": "application/json", [LOCAL_ADMIN_SECRET_HEADER]: value },
        body: JSON.stringify(body),
      });
    expect((await post(old)).status).toBe(201);
    expect((await post(old)).status).toBe(403);
    expect((await post("x".repeat(43))).status).toBe(403);
  });
});
