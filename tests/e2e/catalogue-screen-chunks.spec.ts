import type { APIRequestContext, Page } from "@playwright/test";
import type { Institution } from "../../core/domain/catalogue/institution";
import { degreeProgramHref, institutionHref } from "../../core/domain/compare/compare-links";
import { educationBaseHref } from "../../core/domain/institution-page/education-base-href";
import { builtChunkPath, builtStylesheetPaths } from "../support/built-chunks";
import { expect as baseExpect, hydrated, preloadedScripts, test } from "./fixtures";

// ADR 040: each catalogue page type loads its own screen's chunk, named in the server's HTML as a modulepreload hint,
// and a navigation between page types fetches the next screen before showing it.

const expect = baseExpect.configure({ timeout: 20_000 });

const SCREENS = ["listing-screen", "institution-screen", "degree-program-screen", "education-base-screen"] as const;
type ScreenChunk = (typeof SCREENS)[number];

type Paths = { readonly [S in ScreenChunk]: string };

/** A listing, an institution of the grid with a program that has a base, that program and that base. */
async function cataloguePaths(request: APIRequestContext): Promise<Paths> {
  const grid = (await (await request.get("/api/ru/v1/institutions/grid?page=1&per_page=20")).json()) as {
    data: { id: number }[];
  };
  for (const { id } of grid.data) {
    const institution = (await (await request.get(`/api/ru/v1/institutions/${id}`)).json()) as Institution;
    const program = institution.degree_programs.find((candidate) => candidate.education_bases.length > 0);
    const base = program?.education_bases[0];
    if (program === undefined || base === undefined) continue;
    return {
      "listing-screen": "/catalog/",
      "institution-screen": institutionHref(institution),
      "degree-program-screen": degreeProgramHref(institution, program.slug),
      "education-base-screen": educationBaseHref(institution, base.slug),
    };
  }
  throw new Error("The seeded catalogue has no institution with a program and a base");
}

const screenChunksIn = (urls: readonly string[]) =>
  SCREENS.filter((screen) => urls.some((url) => new URL(url, "http://site.test").pathname === builtChunkPath(screen)));

/** The scripts the page has asked for so far. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.endsWith(".js")),
  );

test.describe("catalogue screens as chunks", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the server's HTML preloads the page's own screen and no other", async ({ request }) => {
    const paths = await cataloguePaths(request);
    for (const screen of SCREENS) {
      const html = await (await request.get(paths[screen])).text();
      const preloads = preloadedScripts(html);
      expect(screenChunksIn(preloads), paths[screen]).toEqual([screen]);
      // The screens' stylesheets stay in the HTML as links (a lazy chunk's CSS would not).
      // React Router writes the page's CSP nonce first on its stylesheet links (ADR 071).
      const stylesheets = [...html.matchAll(/<link (?:nonce="[\w-]+" )?rel="stylesheet" href="([^"]+)"/g)].map(
        ([, href]) => (href ?? "").split("#")[0],
      );
      expect(builtStylesheetPaths("catalogue").length).toBeGreaterThan(0);
      for (const css of builtStylesheetPaths("catalogue")) expect(stylesheets).toContain(css);
    }
  });

  test("a page hydrates with its own screen only; navigations fetch the next one and back works", async ({
    page,
    request,
  }) => {
    const paths = await cataloguePaths(request);
    await page.goto(paths["institution-screen"]);
    await hydrated(page);
    expect(screenChunksIn(await loadedScripts(page))).toEqual(["institution-screen"]);
    const title = page.getByRole("heading", { level: 1 });
    const institutionTitle = await title.textContent();

    await page.locator(`a[href="${paths["degree-program-screen"]}"]`).first().click();
    await expect(page).toHaveURL(paths["degree-program-screen"]);
    await expect(page.locator("main .inst-header__kind")).toContainText(institutionTitle ?? "");
    await page.locator(`a[href="${paths["education-base-screen"]}"]`).first().click();
    await expect(page).toHaveURL(paths["education-base-screen"]);
    await expect(title).toBeVisible();
    expect(screenChunksIn(await loadedScripts(page)).sort()).toEqual(
      ["degree-program-screen", "education-base-screen", "institution-screen"].sort(),
    );

    await page.goBack();
    await expect(page).toHaveURL(paths["degree-program-screen"]);
    await page.goBack();
    await expect(page).toHaveURL(paths["institution-screen"]);
    await expect(title).toHaveText(institutionTitle ?? "");
    await page.goForward();
    await expect(page).toHaveURL(paths["degree-program-screen"]);
    await expect(title).toBeVisible();
  });
});
