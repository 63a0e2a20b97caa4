import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mainDataSchema } from "../../core/domain/main-data/main-data";
import { pageDataSchema } from "../../core/domain/main-data/page-data";
import { openReadApi, type ReadApiHarness } from "../../tests/integration/read-api.harness";

/**
 * GET /pages and the page part of GET /main are cached per path in process memory (ADR 013); an API write that may
 * change pages empties both, so no answer after such a write is older than the write. The clock stands still, so
 * nothing expires by time here; each test edits its own page behind the API's back, as an import or a hand edit
 * in the database would.
 */
let api: ReadApiHarness;
beforeAll(async () => {
  api = await openReadApi();
});
afterAll(() => api.handle.close());

/** The fixture's rows carry their ids, so the next id is taken by hand. */
const addPage = (url: string, text: string) =>
  api.handle.db.execute(
    sql`insert into pages (id, url, title, description)
        select coalesce(max(id), 0) + 1, ${url}, 'Страница', ${text} from pages`,
  );

const editPage = (url: string, text: string) =>
  api.handle.db.execute(sql`update pages set description = ${text} where url = ${url}`);

const description = async (url: string, prefix = "/api") => {
  const response = await api.get(`${prefix}/ru/v1/pages?url=${encodeURIComponent(url)}`);
  expect(response.status).toBe(200);
  return pageDataSchema.parse(await response.json()).description;
};

const mainDescription = async (url: string) => {
  const response = await api.get("/api/ru/v1/main", { headers: { "path-visited": url } });
  expect(response.status).toBe(200);
  return mainDataSchema.parse(await response.json()).page.description;
};

const post = (path: string, body: unknown) =>
  api.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "Mozilla/5.0 (test)" },
    body: JSON.stringify(body),
  });

describe("the page data cache of GET /pages and GET /main", () => {
  it("answers a path's page from memory while nothing was written through the API", async () => {
    await addPage("/cache-a/", "<p>Москва</p>");
    expect(await description("/cache-a/")).toBe("<p>Москва</p>");
    expect(await mainDescription("/cache-a/")).toBe("<p>Москва</p>");
    await editPage("/cache-a/", "<p>Пекин</p>");
    expect(await description("/cache-a/")).toBe("<p>Москва</p>");
    expect(await description("/cache-a/", "/api-dev")).toBe("<p>Москва</p>");
    expect(await mainDescription("/cache-a/")).toBe("<p>Москва</p>");
  });

  it("reads the page again after a successful API write, under /api/ as under /api-dev/", async () => {
    await addPage("/cache-b/", "<p>Москва</p>");
    await description("/cache-b/");
    await mainDescription("/cache-b/");
    await editPage("/cache-b/", "<p>Пекин</p>");
    const sent = await post("/api/ru/v1/forms/simple-form", { name: "Анна", phone: "+79123456789" });
    expect(sent.status).toBe(201);
    expect(await description("/cache-b/")).toBe("<p>Пекин</p>");
    expect(await mainDescription("/cache-b/")).toBe("<p>Пекин</p>");

    await editPage("/cache-b/", "<p>Шанхай</p>");
    const devSent = await post("/api-dev/ru/v1/forms/subscribe-to-news-form", {
      email: "reader@example.com",
      page_url: "https://shuyuan.ru/contacts/",
    });
    expect(devSent.status).toBe(201);
    expect(await description("/cache-b/")).toBe("<p>Шанхай</p>");
  });

  it("keeps the page after a refused write and after the visit report, which change nothing", async () => {
    await addPage("/cache-c/", "<p>Москва</p>");
    await description("/cache-c/");
    await editPage("/cache-c/", "<p>Пекин</p>");
    const refused = await post("/api/ru/v1/forms/simple-form", { name: "" });
    expect(refused.status).toBe(422);
    const visit = await post("/api/ru/v1/visit", {});
    expect(visit.status).toBe(200);
    expect(await description("/cache-c/")).toBe("<p>Москва</p>");
  });
});
