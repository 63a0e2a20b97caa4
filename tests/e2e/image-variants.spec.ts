import type { Locator, Page } from "@playwright/test";
import { IMAGE_WIDTHS } from "../../core/domain/image/image-widths";
import { expect, expectAxeClean, test } from "./fixtures";

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const SIZES = [
  { width: 1280, height: 900 },
  { width: 360, height: 780 },
] as const;

/** The blog listing, one post, and the company page with its team: where the seeded photos are shown. */
const firstPostPath = async (page: Page): Promise<string> => {
  await page.goto("/blog/");
  const href = await page.locator("main .card .card__title a").first().getAttribute("href");
  if (!href) throw new Error("the blog lists no post");
  return href;
};

/** What the browser picked from an image's srcset, once it has loaded it. */
const pickedVariant = async (image: Locator) => {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  // With w descriptors, naturalWidth is scaled to the slot; the file's own pixels are read from a plain image of it.
  return image.evaluate(async (element: HTMLImageElement) => {
    const probe = new Image();
    probe.src = element.currentSrc;
    await probe.decode();
    return { current: element.currentSrc, pixelWidth: probe.naturalWidth, pixelHeight: probe.naturalHeight };
  });
};

/**
 * Every photo of the page comes from its srcset as a webp variant of a spec width whose file is that wide (the
 * seeded photos are 2000 px and more, so no variant the browser picks at these sizes is capped).
 */
async function expectWebpVariants(page: Page, path: string): Promise<number> {
  const images = page.locator("main img[srcset]");
  const count = await images.count();
  expect(count, `${path} shows photos with a srcset`).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    if (!(await image.isVisible())) continue;
    const picked = await pickedVariant(image);
    const url = new URL(picked.current);
    const width = Number(url.searchParams.get("w"));
    expect(url.pathname, picked.current).toMatch(/^\/uploads\/.+\.jpg$/);
    expect(url.searchParams.get("fm"), picked.current).toBe("webp");
    expect(IMAGE_WIDTHS, picked.current).toContain(width);
    expect(picked.pixelWidth, picked.current).toBe(width);
    const ratio = url.searchParams.get("ar");
    if (ratio === "16:9") expect(picked.pixelHeight).toBe(Math.round((width * 9) / 16));
    if (ratio === "1:1") expect(picked.pixelHeight).toBe(width);
    const response = await page.request.get(picked.current);
    expect(response.headers()["content-type"], picked.current).toBe("image/webp");
  }
  return count;
}

for (const size of SIZES) {
  test(`photos load as webp variants from their srcset at ${size.width} px, with no axe violation`, async ({
    page,
  }) => {
    // Three pages, each variant made on its first request by a server that shares two cores.
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const post = await firstPostPath(page);
    for (const [name, path] of [
      ["blog", "/blog/"],
      ["blog-post", post],
      ["company", "/o-kompanii/"],
    ] as const) {
      await page.goto(path);
      await expectWebpVariants(page, path);
      await expectAxeClean(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/images-${name}-${size.width}.png`, fullPage: true });
    }
  });
}

test("a post's cover loads at once and its width and height leave no room for a shift; cards below load lazily", async ({
  page,
}) => {
  await page.setViewportSize(SIZES[0]);
  await page.goto(await firstPostPath(page));
  const cover = page.locator("main img.article__cover");
  await expect(cover).toHaveAttribute("loading", "eager");
  await expect(cover).toHaveAttribute("width", "960");
  await expect(cover).toHaveAttribute("height", "540");
  const box = await cover.boundingBox();
  expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  await page.goto("/blog/");
  await expect(page.locator("main img.card__image").first()).toHaveAttribute("loading", "lazy");
});
