import { randomUUID } from "node:crypto";
import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
import { signInAs } from "../support/staff-session";
import { DEMO_STAFF_EMAIL, E2E_DEMO_PASSWORD } from "../support/staff-login";
import { expect as baseExpect, expectCleanLayouts, hydrated, test } from "./fixtures";

/**
 * Issue 15's /reviews/ (ADR 063): the published reviews rendered on the server with the company's schema.org data
 * (its reviews and their rating), and the leave-review form at the bottom, with and without JavaScript. A sent
 * review is a lead that the staff read in the console's leads (kind «Отзыв») before anything is published.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const V1 = "/api/ru/v1";
const FORM = "Оставить отзыв";
const SENT = "Спасибо! Отзыв появится на сайте после проверки.";

type Grid<T> = { readonly total: number; readonly data: readonly T[] };
type ReviewJson = { readonly author_name: string; readonly text: string; readonly rating: number };
type LdReview = {
  "@type": string;
  author?: { name: string };
  reviewBody?: string;
  reviewRating?: { ratingValue: number };
};
type LdBlock = {
  "@type": string;
  "@id"?: string;
  review?: LdReview[];
  aggregateRating?: { ratingValue: number; ratingCount: number };
};

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
};

/** Every application/ld+json block of the page, parsed (a block that does not parse fails the test). */
const jsonLd = async (page: Page): Promise<LdBlock[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as LdBlock,
  );

const form = (page: Page) => page.getByRole("form", { name: FORM });

/** The message under a field (its aria-describedby names it). */
async function expectMessageUnder(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ");
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  expect(texts).toContain(message);
}

/** The leads of the leave-review form whose text carries `tag`, as the staff console lists them. */
async function staffLeads(context: BrowserContext, request: APIRequestContext, baseURL: string, tag: string) {
  await signInAs(context, request, baseURL, DEMO_STAFF_EMAIL, E2E_DEMO_PASSWORD);
  const page = await context.newPage();
  await page.goto("/staff/leads/?kind=leave-review");
  return { page, cards: page.getByRole("article").filter({ hasText: tag }) };
}

test("shows the reviews and the form, and names the reviews shown in the company's structured data", async ({
  page,
  request,
}) => {
  const grid = await getJson<Grid<ReviewJson>>(request, `${V1}/reviews/grid?page=1&per_page=12`);
  const rating = await getJson<{ count: number; average: number | null }>(request, `${V1}/reviews/rating`);
  expect(grid.data.length).toBeGreaterThan(0);
  expect(rating.count).toBe(grid.total);

  await page.goto("/reviews/");
  for (const review of grid.data.slice(0, 3))
    await expect(page.getByRole("heading", { name: review.author_name }).first()).toBeVisible();
  await expect(form(page)).toBeVisible();
  await expect(form(page).getByRole("button", { name: "Отправить отзыв" })).toBeVisible();

  const organization = (await jsonLd(page)).find((block) => block["@type"] === "Organization");
  expect(organization?.["@id"]).toMatch(/\/#organization$/);
  expect(organization?.review?.map((entry) => entry.author?.name)).toEqual(
    grid.data.map((review) => review.author_name.trim()),
  );
  expect(organization?.review?.map((entry) => entry.reviewRating?.ratingValue)).toEqual(
    grid.data.map((review) => review.rating),
  );
  expect(organization?.aggregateRating).toMatchObject({ ratingCount: rating.count, ratingValue: rating.average });

  await expectCleanLayouts(page, "reviews");
});

test("a visitor's long word and markup in a review wrap and stay text at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/reviews/");
  const card = page.locator("article.review-card").first();
  // The card's text as a visitor could write it: one 400-letter word, then markup (set as text, as React does).
  await card.locator(".review-card__text").evaluate((node) => {
    node.textContent = `${"очень".repeat(80)} <img src=x onerror="document.title='взлом'">`;
  });
  await card.locator(".card__title").evaluate((node) => {
    node.textContent = "Анна".repeat(40);
  });
  const box = await card.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(card.locator("img[src=x]")).toHaveCount(0);
});

test("a missing field shows the server's message under it; a good review is sent once and reaches the staff leads", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 8);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // The refused post of the first step is a 422 the browser logs; any other error counts.
    if (message.type() === "error" && !message.text().includes("status of 422")) errors.push(message.text());
  });
  await page.goto(`/reviews/?utm_source=e2e-reviews&utm_campaign=otzyv-${tag}`);
  await hydrated(page);
  const reviewForm = form(page);
  const name = reviewForm.getByLabel("Имя");
  const text = reviewForm.getByLabel("Отзыв", { exact: true });

  // Blank to the server (spaces pass the browser's own check): the server's message shows under the field.
  await name.fill("   ");
  await text.fill(`Всё прошло хорошо ${tag}`);
  await reviewForm.getByRole("button", { name: "Отправить отзыв" }).click();
  await expectMessageUnder(name, "Введите имя.");
  await expect(name).toBeFocused();
  if (SHOTS) await reviewForm.screenshot({ path: `${SHOTS}/reviews-form-invalid-1280.png` });

  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts.push(sent.url());
  });
  await name.fill(`Анна ${tag}`);
  await reviewForm.getByLabel("Электронная почта").fill(`anna-${tag}@example.com`);
  await reviewForm.getByRole("radio", { name: "5 5 из 5" }).check();
  await text.fill(`Помогли поступить в Пекинский университет ${tag}.\n<b>Спасибо</b> команде!`);
  await reviewForm.getByRole("button", { name: "Отправить отзыв" }).dblclick();
  await expect(reviewForm.getByText(SENT)).toBeVisible();
  expect(posts).toHaveLength(1);
  await expect(text).toHaveValue("");
  // The form hydrated in place (an island, ADR 050) without a mismatch or another error.
  expect(errors).toEqual([]);
  if (SHOTS) await reviewForm.screenshot({ path: `${SHOTS}/reviews-form-sent-1280.png` });

  const staff = await staffLeads(context, request, baseURL ?? "", tag);
  await expect(staff.cards).toHaveCount(1);
  const card = staff.cards.first();
  await expect(card.getByRole("heading")).toContainText("Отзыв");
  await expect(card).toContainText(`Анна ${tag}, anna-${tag}@example.com`);
  await expect(card).toContainText("Оценка5");
  await expect(card).toContainText(`utm_source=e2e-reviews, utm_campaign=otzyv-${tag}`);
  await expect(card).toContainText("<b>Спасибо</b> команде!");
  await expect(card.locator("b")).toHaveCount(0);
  if (SHOTS) {
    await staff.page.setViewportSize({ width: 768, height: 1024 });
    await card.screenshot({ path: `${SHOTS}/reviews-staff-lead-768.png` });
  }
});

test("without JavaScript the form posts, shows the server's message, then sent", async ({
  browser,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 8);
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  const page = await plain.newPage();
  await page.goto(`/reviews/?utm_source=e2e-nojs&utm_campaign=${tag}`);
  const reviewForm = form(page);
  await reviewForm.getByLabel("Имя").fill(`Пётр ${tag}`);
  await reviewForm.getByLabel("Отзыв", { exact: true }).fill("  ");
  await reviewForm.getByRole("button", { name: "Отправить отзыв" }).click();
  await expect(page).toHaveURL(/#ostavit-otzyv$/);
  await expectMessageUnder(form(page).getByLabel("Отзыв", { exact: true }), "Введите текст отзыва.");
  await expect(form(page).getByLabel("Имя")).toHaveValue(`Пётр ${tag}`);

  await form(page).getByLabel("Отзыв", { exact: true }).fill(`Без скриптов тоже работает ${tag}`);
  await form(page).getByRole("button", { name: "Отправить отзыв" }).click();
  await expect(form(page).getByText(SENT)).toBeVisible();
  // (axe runs in the page's JavaScript, so it checks this page at 360 px in the first test, not here)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reviews-nojs-sent-360.png`, fullPage: true });
  await plain.close();

  const staff = await staffLeads(context, request, baseURL ?? "", tag);
  await expect(staff.cards).toHaveCount(1);
  await expect(staff.cards.first()).toContainText(`utm_source=e2e-nojs, utm_campaign=${tag}`);
  await expect(staff.cards.first()).toContainText("/reviews/");
});
