import { fileURLToPath } from "node:url";
import type { Hono } from "hono";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_COOKIE } from "../../adapters/storage/browser/auth-cookie";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import { insertSession, insertUser } from "../../tests/integration/community-seed";
import { openTestDatabase } from "../../tests/integration/test-database";
import type * as ViteRequestHandler from "../../tests/support/vite-request-handler";
import type { SiteDeps } from "../../ui/app/site-deps";
import { createApp } from "../app";
import { readConfig } from "../config";
import { createServerContainer } from "../container";
import { TOKENS } from "../di/tokens";
import type { SsrHandler } from "../ssr-handler";

/**
 * The staff console's pages rendered by the composed server (the site's build loaded by Vite): the authorization
 * matrix of issue 14 for anonymous visitors, students, staff and admins, checked on the server (ADR 056).
 */
const NOW = new Date("2026-11-28T09:00:00.000Z");
const root = fileURLToPath(new URL("../..", import.meta.url));

let handle: DatabaseHandle;
let vite: ViteDevServer;
let app: Hono;
const cookies: Record<"student" | "staff" | "admin", string> = { student: "", staff: "", admin: "" };

beforeAll(async () => {
  handle = await openTestDatabase();
  vite = await createViteServer({ root, server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const router = (await vite.ssrLoadModule("/tests/support/vite-request-handler.ts")) as typeof ViteRequestHandler;
  const render = router.createRequestHandler(build, "development");
  const entry = build.entry.module as unknown as { createLoadContext: (deps: SiteDeps) => RouterContextProvider };
  const ssr: SsrHandler = (request, deps) => render(request, entry.createLoadContext(deps));
  const container = createServerContainer({
    config: readConfig({}),
    version: "test",
    db: handle.db,
    clock: { now: () => NOW },
  });
  app = createApp({
    api: container.get(TOKENS.Api),
    ssr,
    siteApi: container.get(TOKENS.SiteApi),
    staffDesk: container.get(TOKENS.StaffDesk),
  });
  const expires = new Date(Date.now() + 86_400_000);
  for (const role of ["student", "staff", "admin"] as const) {
    const user = await insertUser(handle.db, { role: role === "student" ? "user" : role });
    const token = await insertSession(handle.db, user.id, expires);
    cookies[role] = `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify({ token, expires: expires.toISOString() }))}`;
  }
}, 300_000);
afterAll(async () => {
  await vite?.close();
  await handle?.close();
});

type Caller = "anonymous" | "student" | "staff" | "admin";
const CALLERS: readonly Caller[] = ["anonymous", "student", "staff", "admin"];
const get = (path: string, who: Caller) =>
  app.request(path, { headers: who === "anonymous" ? {} : { cookie: cookies[who] } });

const SECTIONS = ["/staff/leads/", "/staff/mail/", "/staff/audit/", "/staff/applications/1/"];

describe("staff console pages: authorization matrix", () => {
  it("refuses anonymous visitors and students with the 403 page on every console address", async () => {
    for (const who of ["anonymous", "student"] as const) {
      for (const path of ["/staff/", ...SECTIONS, "/staff/team/"]) {
        const response = await get(path, who);
        expect([who, path, response.status]).toEqual([who, path, 403]);
        expect(await response.text()).toContain("Доступ запрещен");
      }
    }
  });

  it("opens the queue to staff and admins, never cached, with the team in the navigation for admins only", async () => {
    for (const who of ["staff", "admin"] as const) {
      const response = await get("/staff/", who);
      expect([who, response.status]).toEqual([who, 200]);
      expect(response.headers.get("cache-control")).toContain("no-store");
      const html = await response.text();
      expect(html).toContain("Разделы консоли");
      expect(html.includes('href="/staff/team/"')).toBe(who === "admin");
    }
  });

  it("lets staff past the guard of every section but the team, which is for admins", async () => {
    for (const who of ["staff", "admin"] as const) {
      for (const path of SECTIONS) expect([who, path, (await get(path, who)).status]).not.toEqual([who, path, 403]);
    }
    expect((await get("/staff/team/", "staff")).status).toBe(403);
    expect((await get("/staff/team/", "admin")).status).not.toBe(403);
  });

  it("refuses the queue's posts to anyone but staff, on the server", async () => {
    for (const who of CALLERS) {
      const response = await app.request("/staff/?index", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(who === "anonymous" ? {} : { cookie: cookies[who] }),
        },
        body: "intent=assign&booking=1&assignee=none",
      });
      const refused = who === "anonymous" || who === "student";
      expect([who, response.status === 403]).toEqual([who, refused]);
    }
  });

  it("keeps the comments' moderation page and its posts to staff and admins (ADR 062)", async () => {
    for (const who of CALLERS) {
      const page = await get("/staff/comments/", who);
      const post = await app.request("/staff/comments/", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(who === "anonymous" ? {} : { cookie: cookies[who] }),
        },
        body: "intent=restore&comment=1",
      });
      const refused = who === "anonymous" || who === "student";
      expect([who, page.status, post.status === 403]).toEqual([who, refused ? 403 : 200, refused]);
      if (!refused) {
        expect(page.headers.get("cache-control")).toContain("no-store");
        const html = await page.text();
        expect(html).toMatch(
          /<a [^>]*aria-current="page"[^>]*href="\/staff\/comments\/"|<a [^>]*href="\/staff\/comments\/"[^>]*aria-current="page"/,
        );
        expect(html).toMatch(/Найдено: (<!-- -->)?0/);
      }
    }
  });
});
