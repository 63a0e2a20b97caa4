import { describe, expect, it, vi } from "vitest";
import type { UiServices } from "../app/services";
import { noAnalytics } from "../../adapters/analytics/no-analytics";
import type { Analytics } from "../../core/ports/analytics.port";
import { lazyBrowserServices, warmOnIntent } from "./lazy-services";

const options = { analytics: async () => noAnalytics };

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
    const services = lazyBrowserServices(load, options);
    expect(load).not.toHaveBeenCalled();

    await expect(services.api.catalogue.page("/faq/")).resolves.toEqual({ seo: null, description: "/faq/" });
    await expect(services.session.getSessionId()).resolves.toBe("sid-1");

    expect(calls).toEqual(["page /faq/"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reports through analytics loaded on their own, once, without loading the rest", async () => {
    const views: string[] = [];
    const analytics: Analytics = { pageView: async (path) => void views.push(path), event: async () => {} };
    const load = vi.fn(async () => realServices([]));
    const loadAnalytics = vi.fn(async () => analytics);
    const services = lazyBrowserServices(load, { analytics: loadAnalytics });
    expect(loadAnalytics).not.toHaveBeenCalled();

    await services.analytics.pageView("/blog/");
    await services.analytics.pageView("/faq/");

    expect(views).toEqual(["/blog/", "/faq/"]);
    expect(loadAnalytics).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it("is not mistaken for a promise (awaiting a group does not call it)", async () => {
    const services = lazyBrowserServices(async () => realServices([]), options);
    expect((services.api as unknown as { then?: unknown }).then).toBeUndefined();
  });

  it("passes a loading failure on to the caller", async () => {
    const services = lazyBrowserServices(() => Promise.reject(new Error("offline")), options);
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
    }, options);
    await expect(services.session.getSessionId()).rejects.toThrow("chunk failed");
    await expect(services.session.getSessionId()).resolves.toBe("sid-1");
    expect(attempts).toBe(2);
  });
});

describe("warmOnIntent", () => {
  it.each(["pointerdown", "keydown", "touchstart", "focusin"])("warms once, at the first %s, and not again", (type) => {
    const target = new EventTarget();
    const warm = vi.fn();
    warmOnIntent(target, warm);
    target.dispatchEvent(new Event("scroll"));
    expect(warm).not.toHaveBeenCalled();

    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event("pointerdown"));
    target.dispatchEvent(new Event("keydown"));

    expect(warm).toHaveBeenCalledTimes(1);
  });
});
