import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectAxeClean, expectCleanLayouts, test } from "./fixtures";

/** Pages with seeded images (banners; team portraits and scans; blog covers), and the reviews page. */
const PAGES = [
  { path: "/", pictures: true },
  { path: "/o-kompanii/", pictures: true },
  { path: "/blog/", pictures: true },
  { path: "/reviews/", pictures: false },
] as const;

/** Every image URL a page's inline styles name (the banner panels set `--panel-image: url("/uploads/...")`). */
const inlineStyleUrls = (page: Page): Promise<string[]> =>
  page
    .locator("[style]")
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        [...(element.getAttribute("style") ?? "").matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/g)].map(
          (match) => match[2] ?? "",
        ),
      ),
    );

/** Upload responses the browser got that were not successes. */
const failedUploads = (page: Page): string[] => {
  const failures: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/uploads/") && response.status() >= 400) {
      failures.push(`${response.status()} ${response.url()}`);
    }
  });
  return failures;
};

for (const { path, pictures } of PAGES) {
  test(`every image on ${path} loads: <img> elements and CSS background images`, async ({ page, request }) => {
    const failures = failedUploads(page);
    await page.goto(path);
    await expect(page.locator("main#main")).toBeVisible();

    const images = page.locator("img");
    const count = await images.count();
    for (let index = 0; index < count; index++) {
      const image = images.nth(index);
      const source = (await image.getAttribute("src")) ?? "";
      if (await image.isVisible()) {
        // Lazy images load when they come near the viewport.
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
            message: `<img src="${source}"> on ${path} is loaded`,
          })
          .toBe(true);
      } else {
        // A hidden image never loads lazily: decode its sources in a fresh element instead.
        const decoded = await image.evaluate(async (element: HTMLImageElement) => {
          const probe = new Image();
          probe.sizes = element.sizes;
          probe.srcset = element.srcset;
          probe.src = element.src;
          await probe.decode().catch(() => undefined);
          return probe.naturalWidth > 0;
        });
        expect(decoded, `hidden <img src="${source}"> on ${path} decodes`).toBe(true);
      }
    }

    const backgrounds = await inlineStyleUrls(page);
    for (const url of backgrounds) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toMatch(/^image\//);
    }

    if (pictures) expect(count + backgrounds.length, `${path} shows seeded pictures`).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    await expectAxeClean(page, { rules: ["image-alt", "role-img-alt", "svg-img-alt"] });
  });
}

test("a seeded SVG opened directly comes with the sandboxing CSP and opens as an SVG document", async ({
  page,
  request,
}) => {
  await page.goto("/o-kompanii/");
  const source = await page.locator('main img[src$=".svg"]').first().getAttribute("src");
  expect(source).toMatch(/^\/uploads\/.+\.svg$/);
  const response = await request.get(source ?? "");
  expect(response.headers()["content-type"]).toBe("image/svg+xml");
  expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  const opened = await page.goto(source ?? "");
  expect(opened?.status()).toBe(200);
  await expect(page.locator("svg title")).toHaveCount(1);
});

/** Every candidate of an <img>'s srcset answers 200 with webp of the candidate's width or less (never upscaled). */
const expectWebpCandidates = async (image: Locator, request: APIRequestContext): Promise<void> => {
  const srcset = (await image.getAttribute("srcset")) ?? "";
  const candidates = srcset.split(",").map((candidate) => candidate.trim().split(" "));
  expect(candidates.length, srcset).toBeGreaterThan(1);
  for (const [url = "", descriptor = ""] of candidates) {
    expect(url, srcset).toMatch(/^\/uploads\/.+\.jpg\?w=\d+&fm=webp&ar=16:9$/);
    expect(descriptor).toMatch(/^\d+w$/);
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toBe("image/webp");
  }
};

test("listing cards and the institution page show the seeded campus photo in 16:9 webp variants", async ({
  page,
  request,
}) => {
  // Each srcset candidate is a first request: the server resizes it then (about a second each on a busy host).
  test.setTimeout(90_000);
  await page.goto("/universities/");
  const cardPhoto = page.locator(".institution-card__photo").first();
  await expect(cardPhoto).toHaveAttribute("loading", "lazy");
  await expect(cardPhoto).toHaveAttribute("width", "380");
  await expect(cardPhoto).toHaveAttribute("height", "214");
  await expectWebpCandidates(cardPhoto, request);
  await cardPhoto.scrollIntoViewIfNeeded();
  await expect.poll(() => cardPhoto.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await expectCleanLayouts(page, "campus-listing");

  await page.setViewportSize({ width: 1280, height: 900 });
  const title = (await page.locator(".institution-card__title a").first().textContent()) ?? "";
  await page.locator(".institution-card__title a").first().click();
  const photo = page.locator("img.inst-photo");
  await expect(photo).toHaveAttribute("alt", `Кампус: ${title}`);
  await expect(photo).toHaveAttribute("fetchpriority", "high");
  await expect(photo).toHaveAttribute("width", "800");
  await expect(photo).toHaveAttribute("height", "450");
  expect(await photo.getAttribute("loading")).toBeNull();
  await expectWebpCandidates(photo, request);
  await expect.poll(() => photo.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await expectCleanLayouts(page, "campus-institution");
});
