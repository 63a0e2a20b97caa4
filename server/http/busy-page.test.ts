import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { SsrHandler } from "../ssr-handler";
import { BUSY_RETRY_AFTER_S } from "./busy-page";
import { createPageCache } from "./page-cache";
import { createRenderGate } from "./render-gate";

/** A render that waits until the test lets the page with that path go. */
function heldRenders() {
  const held = new Map<string, () => void>();
  const ssr: SsrHandler = (request) =>
    new Promise((done) => {
      const path = new URL(request.url).pathname;
      held.set(path, () =>
        done(
          new Response(`<!DOCTYPE html><p>${path}</p>`, { headers: { "content-type": "text/html; charset=utf-8" } }),
        ),
      );
    });
  return { ssr, release: (path: string) => held.get(path)?.(), isHeld: (path: string) => held.has(path) };
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((done) => setTimeout(done, 2));
};

describe("page renders through the render gate", () => {
  it("answers 503 with Retry-After and a Russian page at once when every slot and queue place is taken", async () => {
    const renders = heldRenders();
    const app = createApp({
      api: new Hono(),
      ssr: renders.ssr,
      renderGate: createRenderGate({ concurrency: 1, queue: 0, maxWaitMs: 1000 }),
    });
    const first = app.request("/a/");
    await until(() => renders.isHeld("/a/"));
    const began = performance.now();
    const refused = await app.request("/b/");
    expect(performance.now() - began).toBeLessThan(50);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_S));
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toContain("Сайт сейчас перегружен");
    expect(renders.isHeld("/b/")).toBe(false);
    renders.release("/a/");
    expect((await first).status).toBe(200);
  });

  it("serves a cached page without a render slot", async () => {
    const renders = heldRenders();
    const app = createApp({
      api: new Hono(),
      ssr: renders.ssr,
      pageCache: createPageCache({ ttlMs: 60_000 }),
      renderGate: createRenderGate({ concurrency: 1, queue: 0, maxWaitMs: 1000 }),
    });
    const stored = app.request("/a/");
    await until(() => renders.isHeld("/a/"));
    renders.release("/a/");
    expect((await stored).headers.get("x-page-cache")).toBe("miss");
    const busy = app.request("/c/");
    await until(() => renders.isHeld("/c/"));
    const cached = await app.request("/a/");
    expect({ status: cached.status, state: cached.headers.get("x-page-cache") }).toEqual({ status: 200, state: "hit" });
    expect((await app.request("/d/")).status).toBe(503);
    renders.release("/c/");
    expect((await busy).status).toBe(200);
  });
});
