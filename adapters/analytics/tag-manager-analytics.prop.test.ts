import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tagManagerAnalytics } from "./tag-manager-analytics";

const pathArb = fc.array(fc.stringMatching(/^[a-z0-9-]{1,10}$/), { maxLength: 4 }).map((p) => `/${p.join("/")}`);

describe("tagManagerAnalytics properties", () => {
  it("pushes exactly one message per report, in order", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pathArb, { maxLength: 10 }), async (paths) => {
        const layer: unknown[] = [];
        const analytics = tagManagerAnalytics({ dataLayer: () => layer, title: () => "t" });
        for (const path of paths) await analytics.pageView(path);
        expect(layer.map((m) => (m as { page_path: string }).page_path)).toEqual(paths);
      }),
    );
  });
});
