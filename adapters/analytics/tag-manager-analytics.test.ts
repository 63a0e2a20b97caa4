import { describe, expect, it } from "vitest";
import { tagManagerAnalytics } from "./tag-manager-analytics";

describe("tagManagerAnalytics", () => {
  it("pushes a page_view with the path and the page title", async () => {
    const layer: unknown[] = [];
    const analytics = tagManagerAnalytics({ dataLayer: () => layer, title: () => "Гарантии — Шуюань" });
    await analytics.pageView("/guarantees/");
    expect(layer).toEqual([{ event: "page_view", page_path: "/guarantees/", page_title: "Гарантии — Шуюань" }]);
  });

  it("pushes named events with their parameters, the name winning over a parameter called event", async () => {
    const layer: unknown[] = [];
    const analytics = tagManagerAnalytics({ dataLayer: () => layer, title: () => "" });
    await analytics.event("lead_call", { source: "header", event: "other", step: 2 });
    expect(layer).toEqual([{ source: "header", step: 2, event: "lead_call" }]);
  });

  it("swallows a broken data layer or title", async () => {
    const analytics = tagManagerAnalytics({
      dataLayer: () => {
        throw new Error("no layer");
      },
      title: () => {
        throw new Error("no document");
      },
    });
    await expect(analytics.pageView("/")).resolves.toBeUndefined();
    await expect(analytics.event("x", {})).resolves.toBeUndefined();
  });
});
