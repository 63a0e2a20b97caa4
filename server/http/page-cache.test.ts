import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { AUTH_COOKIE } from "../../adapters/storage/browser/auth-cookie";
import { createPageCache, type PageCacheOptions } from "./page-cache";

const PAGE = `<!DOCTYPE html><html lang="ru"><body>${"<p>Учёба в Китае</p>".repeat(200)}</body></html>`;

/** A cache over a render that counts its calls, on a clock the test moves. */
const setup = (options: Partial<PageCacheOptions> = {}, respond = () => new Response(PAGE, HTML)) => {
  let now = 0;
  let renders = 0;
  const cache = createPageCache({ ttlMs: 10_000, nowMs: () => now, ...options });
  const render = async () => {
    renders += 1;
    return respond();
  };
  const serve = (path = "/", headers: Record<string, string> = {}, method = "GET") =>
    cache.serve(new Request(`http://site.test${path}`, { method, headers }), render);
  return { cache, serve, renders: () => renders, wait: (ms: number) => (now += ms) };
};
const HTML = { headers: { "content-type": "text/html; charset=utf-8" } };

describe("the page cache", () => {
  it("says which requests it would answer without a render: a stored page, or one being made for the same key", async () => {
    let finish: (response: Response) => void = () => {};
    const cache = createPageCache({ ttlMs: 10_000, nowMs: () => 0 });
    const request = (path: string, headers: Record<string, string> = {}) =>
      new Request(`http://site.test${path}`, { headers });
    expect(cache.answers(request("/faq/"))).toBe(false);
    const rendering = cache.serve(request("/faq/"), () => new Promise((done) => (finish = done)));
    await Promise.resolve();
    expect(cache.answers(request("/faq/?gclid=1"))).toBe(true);
    finish(new Response(PAGE, HTML));
    await rendering;
    expect(cache.answers(request("/faq/"))).toBe(true);
    expect(cache.answers(request("/contacts/"))).toBe(false);
    expect(cache.answers(request("/faq/", { cookie: `${AUTH_COOKIE}=x` }))).toBe(false);
    expect(createPageCache({ ttlMs: 0 }).answers(request("/faq/"))).toBe(false);
  });

  it("renders a page once, then answers it from memory with the same bytes", async () => {
    const { serve, renders } = setup();
    const first = await serve();
    const second = await serve();
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe(PAGE);
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.headers.get("content-length")).toBe(String(Buffer.byteLength(PAGE)));
    expect(renders()).toBe(1);
  });

  it("answers gzip to whoever takes it, and says that the answer varies by it", async () => {
    const { serve } = setup();
    await serve();
    const zipped = await serve("/", { "accept-encoding": "gzip, br" });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(gunzipSync(bytes).toString()).toBe(PAGE);
    expect((await serve()).headers.get("content-encoding")).toBeNull();
  });

  it("answers HEAD from a stored page without a body", async () => {
    const { serve, renders } = setup();
    await serve();
    const head = await serve("/", {}, "HEAD");
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(head.body).toBeNull();
    expect(renders()).toBe(1);
  });

  it("renders again once the TTL has passed", async () => {
    const { serve, renders, wait } = setup({ ttlMs: 1000 });
    await serve();
    wait(999);
    expect((await serve()).headers.get("x-page-cache")).toBe("hit");
    wait(1);
    expect((await serve()).headers.get("x-page-cache")).toBe("miss");
    expect(renders()).toBe(2);
  });

  it("never answers a visitor with the auth cookie from memory, nor stores their page", async () => {
    const { serve, renders } = setup();
    const signedIn = { cookie: `${AUTH_COOKIE}=%7B%7D` };
    expect((await serve("/", signedIn)).headers.get("x-page-cache")).toBe("bypass");
    expect((await serve()).headers.get("x-page-cache")).toBe("miss");
    expect((await serve("/", signedIn)).headers.get("x-page-cache")).toBe("bypass");
    expect(renders()).toBe(3);
  });

  it("passes on what may not be shared, and stores nothing of it", async () => {
    const { serve, renders } = setup({}, () => new Response("Не найдено", { status: 404, ...HTML }));
    expect((await serve()).headers.get("x-page-cache")).toBe("bypass");
    expect((await serve()).status).toBe(404);
    expect(renders()).toBe(2);
  });

  it("renders once for visitors who ask for the same page at the same time", async () => {
    const { serve, renders } = setup();
    const answers = await Promise.all([serve(), serve(), serve(), serve("/", {}, "HEAD")]);
    expect(renders()).toBe(1);
    expect(answers.map((a) => a.headers.get("x-page-cache")).sort()).toEqual(["hit", "hit", "hit", "miss"]);
  });

  it("drops every page on invalidate", async () => {
    const { cache, serve, renders } = setup();
    await serve("/");
    await serve("/faq/");
    cache.invalidate();
    expect((await serve("/")).headers.get("x-page-cache")).toBe("miss");
    expect((await serve("/faq/")).headers.get("x-page-cache")).toBe("miss");
    expect(renders()).toBe(4);
  });

  it("does not keep a page whose render began before an invalidation", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { cache, serve } = setup({}, () => new Response(PAGE, HTML));
    const slow = cache.serve(new Request("http://site.test/"), async () => {
      await gate;
      return new Response(PAGE, HTML);
    });
    cache.invalidate();
    release();
    expect((await slow).headers.get("x-page-cache")).toBe("miss");
    expect((await serve("/")).headers.get("x-page-cache")).toBe("miss");
    expect((await serve("/")).headers.get("x-page-cache")).toBe("hit");
  });

  it("drops every page when the data version moves, reading it at most once a second", async () => {
    let version = "1";
    let reads = 0;
    const dataVersion = {
      current: async () => {
        reads += 1;
        return version;
      },
    };
    const { serve, wait } = setup({ dataVersion, versionCheckMs: 1000 });
    await serve();
    wait(500);
    version = "2";
    expect((await serve()).headers.get("x-page-cache")).toBe("hit");
    wait(500);
    expect((await serve()).headers.get("x-page-cache")).toBe("miss");
    expect(reads).toBe(2);
  });

  it("serves nothing from memory while the data version cannot be read", async () => {
    const dataVersion = { current: async () => Promise.reject(new Error("database down")) };
    const { serve, wait } = setup({ dataVersion, versionCheckMs: 1000 });
    await serve();
    wait(1000);
    expect((await serve()).headers.get("x-page-cache")).toBe("miss");
  });

  it("is invalidated by a successful API write, not by a read or a refused write", async () => {
    const { cache, serve } = setup();
    const api = new Hono();
    api.use("/api/*", cache.apiWrites);
    api.get("/api/ru/v1/main", (c) => c.json({}));
    api.post("/api/ru/v1/comments/send", (c) => c.json({}, c.req.query("bad") === undefined ? 200 : 422));
    await serve();
    await api.request("/api/ru/v1/main");
    await api.request("/api/ru/v1/comments/send?bad=1", { method: "POST" });
    expect((await serve()).headers.get("x-page-cache")).toBe("hit");
    await api.request("/api/ru/v1/comments/send", { method: "POST" });
    expect((await serve()).headers.get("x-page-cache")).toBe("miss");
  });
});

describe("the page cache's key (ADR 070)", () => {
  const rendersSeen = () => {
    const seen: { url: string; referer: string | null }[] = [];
    const cache = createPageCache({ ttlMs: 10_000, nowMs: () => 0 });
    const render = async (request: Request) => {
      seen.push({ url: request.url, referer: request.headers.get("referer") });
      return new Response(PAGE, HTML);
    };
    const serve = (path: string, headers: Record<string, string> = {}) =>
      cache.serve(new Request(`http://site.test${path}`, { headers }), render);
    return { seen, serve };
  };

  it("stores one entry for addresses that differ only in parameters the page does not read, or the Referer", async () => {
    const { seen, serve } = rendersSeen();
    expect((await serve("/faq/?r=ya&yclid=1", { referer: "https://ya.ru/" })).headers.get("x-page-cache")).toBe("miss");
    for (const path of ["/faq/", "/faq/?gclid=2", "/faq/?r=0.5&fbclid=spring"]) {
      expect((await serve(path, { referer: "https://google.com/" })).headers.get("x-page-cache")).toBe("hit");
    }
    expect(seen).toEqual([{ url: "http://site.test/faq/", referer: null }]);
  });

  it("renders a page again for another value of a parameter it reads", async () => {
    const { seen, serve } = rendersSeen();
    await serve("/faq/?page=2&yclid=ya");
    expect((await serve("/faq/?page=3")).headers.get("x-page-cache")).toBe("miss");
    expect((await serve("/faq/?gclid=cpc&page=2")).headers.get("x-page-cache")).toBe("hit");
    expect(seen.map(({ url }) => url)).toEqual(["http://site.test/faq/?page=2", "http://site.test/faq/?page=3"]);
  });
});
