import { fileURLToPath } from "node:url";
import type { Hono } from "hono";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_COOKIE } from "../../adapters/storage/browser/auth-cookie";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import { seedCatalogue } from "../../adapters/storage/sql/seed/catalogue/seed-catalogue";
import { seedContent } from "../../adapters/storage/sql/seed/content/seed-content";
import { institutionSchema } from "../../core/domain/catalogue/institution";
import { institutionListingResponseSchema } from "../../core/domain/catalogue/institution-listing-response";
import { educationBaseHref } from "../../core/domain/institution-page/education-base-href";
import { institutionCardHref } from "../../core/domain/listing/institution-card-href";
import { insertSession, insertUser } from "../../tests/integration/community-seed";
import { openTestDatabase } from "../../tests/integration/test-database";
import type * as ViteRequestHandler from "../../tests/support/vite-request-handler";
import { createApp } from "../app";
import { readConfig } from "../config";
import { createServerContainer } from "../container";
import { TOKENS } from "../di/tokens";
import type { SsrHandler } from "../ssr-handler";
import type { SiteDeps } from "../../ui/app/site-deps";

const NOW = new Date("2026-11-21T10:00:00.000Z");
const root = fileURLToPath(new URL("../..", import.meta.url));

let handle: DatabaseHandle;
let vite: ViteDevServer;
let app: Hono;
/** Requests the ports of a page render sent to the server's own API (the HTTP adapters' in-process fetch). */
const selfCalls: string[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedCatalogue(handle.db, NOW);
  await seedContent(handle.db, NOW);
  vite = await createViteServer({ root, server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  // React Router as Vite loads it for the build, so that the load context is the class the handler checks.
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
  const siteApi = container.get(TOKENS.SiteApi);
  app = createApp({
    api: container.get(TOKENS.Api),
    ssr,
    siteApi: (apiFetch) =>
      siteApi((input, init) => {
        selfCalls.push(`${init.method ?? "GET"} ${input}`);
        return apiFetch(input, init);
      }),
  });
}, 300_000);
afterAll(async () => {
  await vite?.close();
  await handle?.close();
});

const json = async (path: string): Promise<unknown> => (await app.request(path)).json();

/** The pages of the goal (home, listing, institution, education base) and content pages of every kind. */
async function pages(): Promise<string[]> {
  const listing = institutionListingResponseSchema.parse(await json("/api/ru/v1/institutions/grid?per_page=24"));
  for (const card of listing.data) {
    const institution = institutionSchema.parse(await json(`/api/ru/v1/institutions/${card.id}`));
    const program = institution.degree_programs.find((p) => p.education_bases.length > 0);
    const base = program?.education_bases[0];
    if (program === undefined || base === undefined) continue;
    return [
      "/",
      "/universities/",
      "/universities/?page=2",
      institutionCardHref(card),
      `${institutionCardHref(card)}${program.slug}/`,
      educationBaseHref(card, base.slug),
      "/o-kompanii/",
      "/blog/",
      "/courses/",
      "/reviews/",
      "/faq/",
      "/czeny-na-uslugi/",
      "/hsk/",
      "/guarantees/",
      "/sravnenie/",
      "/sitemap.xml",
    ];
  }
  throw new Error("no seeded institution of the first listing page has an education base");
}

describe("server rendering", () => {
  it("renders the pages without one request to the server's own API", async () => {
    const paths = await pages();
    selfCalls.length = 0;
    for (const path of paths) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
    }
    expect(selfCalls).toEqual([]);
  });

  it("would see a request to the API: the account's reads still go over HTTP, and the probe counts them", async () => {
    const user = await insertUser(handle.db, { first_name: "Анна" });
    const expires = new Date(NOW.getTime() + 3_600_000);
    const token = await insertSession(handle.db, user.id, expires);
    const cookie = `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify({ token, expires: expires.toISOString() }))}`;
    selfCalls.length = 0;
    const response = await app.request("/u/settings/profile/", { headers: { cookie } });
    await response.arrayBuffer();
    expect(response.status).toBeLessThan(500);
    expect(selfCalls.some((call) => call.includes("/api/"))).toBe(true);
  });
});
