import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { CatalogueScreenName } from "./catalogue-screen-data";
import { CATALOGUE_SCREEN_CHUNKS } from "./catalogue-screen-chunks";
import { catalogueScreenLoader } from "./catalogue-screen-loader";

const Listing = () => null;

/** The real registry with the listing's import replaced. */
const chunksWith = (load: () => Promise<unknown>) =>
  ({
    ...CATALOGUE_SCREEN_CHUNKS,
    "institutions-listing": { source: "ui/features/listing/listing-screen.tsx", load },
  }) as typeof CATALOGUE_SCREEN_CHUNKS;

describe("catalogueScreenLoader", () => {
  it("imports a screen once and then hands its component out synchronously", async () => {
    let imports = 0;
    const loader = catalogueScreenLoader(chunksWith(async () => ((imports += 1), Listing)));
    expect(loader.stateOf("institutions-listing")._tag).toBe("Idle");
    const first = loader.load("institutions-listing");
    expect(loader.stateOf("institutions-listing")._tag).toBe("Loading");
    expect(loader.load("institutions-listing")).toBe(first);
    await first;
    await loader.load("institutions-listing");
    expect(loader.stateOf("institutions-listing")).toEqual({ _tag: "Loaded", component: Listing });
    expect(imports).toBe(1);
  });

  it("keeps a failed import as its error and tries again on the next load", async () => {
    let attempts = 0;
    const loader = catalogueScreenLoader(
      chunksWith(async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("offline");
        return Listing;
      }),
    );
    await expect(loader.load("institutions-listing")).rejects.toThrow("offline");
    expect(loader.stateOf("institutions-listing")._tag).toBe("Failed");
    await loader.load("institutions-listing");
    expect(loader.stateOf("institutions-listing")._tag).toBe("Loaded");
  });
});

describe("CATALOGUE_SCREEN_CHUNKS", () => {
  const screens = Object.keys(CATALOGUE_SCREEN_CHUNKS) as CatalogueScreenName[];

  it("names, for each screen, the module its load imports", () => {
    const text = readFileSync(fileURLToPath(new URL("catalogue-screen-chunks.ts", import.meta.url)), "utf8");
    const pairs = [...text.matchAll(/source: "([^"]+)",\s*load: \(\) => import\("\.\.\/([^"]+)"\)/g)];
    expect(pairs.map(([, source]) => source).sort()).toEqual(
      screens.map((s) => CATALOGUE_SCREEN_CHUNKS[s].source).sort(),
    );
    for (const [, source, imported] of pairs) expect(`ui/features/${imported}.tsx`).toBe(source);
  });

  it("loads a component for every screen", async () => {
    for (const screen of screens) expect(typeof (await CATALOGUE_SCREEN_CHUNKS[screen].load())).toBe("function");
  });
});
