import { describe, expect, it, vi } from "vitest";
import type { UiServices } from "../app/services";
import { lazyBrowserServices } from "./lazy-services";

const realServices = (calls: string[]): UiServices =>
  ({
    api: {
      catalogue: {
        page: async (url: string) => {
          calls.push(`page ${url}`);
          return { seo: null, description: url };
        },
      },
    },
    analytics: { pageView: async (path: string) => void calls.push(`view ${path}`), event: async () => {} },
    session: { getSessionId: async () => "sid-1" },
    now: () => new Date(0),
  }) as unknown as UiServices;

describe("lazyBrowserServices", () => {
  it("loads the real services once, on first use, and forwards calls with their arguments and results", async () => {
    const calls: string[] = [];
    const load = vi.fn(async () => realServices(calls));
    const services = lazyBrowserServices(load);
    expect(load).not.toHaveBeenCalled();

    await expect(services.api.catalogue.page("/faq/")).resolves.toEqual({ seo: null, description: "/faq/" });
    await services.analytics.pageView("/blog/");
    await expect(services.session.getSessionId()).resolves.toBe("sid-1");

    expect(calls).toEqual(["page /faq/", "view /blog/"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is not mistaken for a promise (awaiting a group does not call it)", async () => {
    const services = lazyBrowserServices(async () => realServices([]));
    expect((services.api as unknown as { then?: unknown }).then).toBeUndefined();
  });

  it("passes a loading failure on to the caller", async () => {
    const services = lazyBrowserServices(() => Promise.reject(new Error("offline")));
    await expect(services.api.catalogue.page("/")).rejects.toThrow("offline");
  });
});

describe("lazyBrowserServices after a failed load", () => {
  it("tries the load again on the next call", async () => {
    let attempts = 0;
    const services = lazyBrowserServices(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("chunk failed");
      return realServices([]);
    });
    await expect(services.session.getSessionId()).rejects.toThrow("chunk failed");
    await expect(services.session.getSessionId()).resolves.toBe("sid-1");
    expect(attempts).toBe(2);
  });
});
