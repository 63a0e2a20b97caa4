import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectMessageUnder, leadsWith } from "../support/site-form-leads";
import { expect as baseExpect, DESKTOP_AND_PHONE, expectAxeClean, hydrated, test } from "./fixtures";

/**
 * Issue 16's leave-review form on an institution page (ADR 067): the /reviews/ form naming the institution, a
 * deferred island posting to the page's own action, with JavaScript (in place: sending, then sent) and without it (a
 * plain post that comes back to the form). The stored lead names the institution and carries the page's address and
 * its utm; the server's first message of a field shows under it.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const SENT = "Спасибо! Отзыв появится на сайте после проверки.";
const SUBMIT = "Отправить отзыв";

test.describe.configure({ timeout: 120_000 });

/**
 * The first institution of the universities listing: its page's path and its id (the end of its slug), and a fresh
 * tag that finds the test's lead among the others.
 */
async function firstInstitution(page: Page): Promise<{ path: string; id: number; tag: string }> {
  await page.goto("/universities/");
  const path = (await page.locator("article a[href^='/universities/']").first().getAttribute("href")) ?? "";
  const id = Number(/-(\d+)\/$/.exec(path)?.[1]);
  expect(id).toBeGreaterThan(0);
  return { path, id, tag: randomUUID().slice(0, 8) };
}

/** The form's section on the institution page (its heading names the institution). */
const section = (page: Page) => page.locator("#ostavit-otzyv");

const reviewForm = (page: Page) => page.getByRole("form", { name: /^Отзыв об учебном заведении «.+»$/ });

test("with JavaScript: the server's message under a field, then sending and sent in place; the lead names the institution with page_url and utm", async ({
  page,
  request,
}) => {
  const { path, id, tag } = await firstInstitution(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // The refused post of the first step is a 422 the browser logs; any other error counts.
    if (message.type() === "error" && !message.text().includes("status of 422")) errors.push(message.text());
  });
  await page.goto(`${path}?utm_source=x`);
  await hydrated(page);
  const form = reviewForm(page);
  await form.scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: /^Отзыв об учебном заведении «.+»$/ })).toBeVisible();
  const name = form.getByLabel("Имя");
  const text = form.getByLabel("Отзыв", { exact: true });

  // Blank to the server (spaces pass the browser's own check): its message shows under the field, styled as an error.
  await name.fill("   ");
  await text.fill(`Сильная кафедра и дружный курс ${tag}`);
  await form.getByRole("button", { name: SUBMIT }).click();
  await expectMessageUnder(name, "Введите имя.");
  await expect(form.locator(".form-field--error")).toHaveCount(1);
  await expect(form.locator(".form-message--error")).toBeVisible();
  // In place: a fetcher's post, not a page load (which would come back at the form's anchor).
  expect(new URL(page.url()).hash).toBe("");
  for (const size of DESKTOP_AND_PHONE) {
    await page.setViewportSize(size);
    await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    if (SHOTS) await section(page).screenshot({ path: `${SHOTS}/institution-review-invalid-${size.width}.png` });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/institution-review-page-${size.width}.png`, fullPage: true });
  }

  // The answer held back a moment, so the sending state shows.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    // A fetcher posts to the page's data address (`…/_.data`).
    (url) => url.pathname.startsWith(path.slice(0, -1)),
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  await name.fill(`Ирина ${tag}`);
  await form.getByRole("radio", { name: "4 4 из 5" }).check();
  await form.getByRole("button", { name: SUBMIT }).click();
  await expect(form.getByRole("button", { name: "Отправляем…" })).toBeVisible();
  await expect(form).toHaveAttribute("aria-busy", "true");
  release();
  await expect(form.getByText(SENT)).toBeVisible();
  await expect(form.locator(".form-message--success")).toBeVisible();
  await expect(form.locator(".form-field--error")).toHaveCount(0);
  await expect(form.getByRole("button", { name: SUBMIT })).toBeVisible();
  await expect(text).toHaveValue("");
  expect(new URL(page.url()).hash).toBe("");
  // The island hydrated in place without a mismatch or another error.
  expect(errors).toEqual([]);
  for (const size of DESKTOP_AND_PHONE) {
    await page.setViewportSize(size);
    await expectAxeClean(page);
    if (SHOTS) await section(page).screenshot({ path: `${SHOTS}/institution-review-sent-${size.width}.png` });
  }

  const leads = await leadsWith(request, "leave-review", tag);
  expect(leads).toHaveLength(1);
  const [lead] = leads;
  expect(lead?.fields).toMatchObject({ name: `Ирина ${tag}`, rating: 4, institution_id: id });
  expect(new URL(lead?.page_url ?? "").pathname).toBe(path);
  expect(new URL(lead?.page_url ?? "").searchParams.get("utm_source")).toBe("x");
  expect(lead?.utm).toEqual({ utm_source: "x" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the page, comes back with the server's message, then sent; the lead has page_url and utm", async ({
    page,
    request,
  }) => {
    const { path, id, tag } = await firstInstitution(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${path}?utm_source=x&utm_campaign=nojs-${tag}`);
    await reviewForm(page).getByLabel("Имя").fill(`Пётр ${tag}`);
    await reviewForm(page).getByLabel("Отзыв", { exact: true }).fill("  ");
    await reviewForm(page).getByRole("button", { name: SUBMIT }).click();
    await expect(page).toHaveURL(/#ostavit-otzyv$/);
    await expectMessageUnder(reviewForm(page).getByLabel("Отзыв", { exact: true }), "Введите текст отзыва.");
    await expect(reviewForm(page).getByLabel("Имя")).toHaveValue(`Пётр ${tag}`);
    // The quick order beside it is untouched by the review's outcome.
    await expect(page.locator("#quick-order .form-message--error")).toHaveCount(0);
    if (SHOTS) await section(page).screenshot({ path: `${SHOTS}/institution-review-nojs-invalid-360.png` });

    await reviewForm(page).getByLabel("Отзыв", { exact: true }).fill(`Без скриптов тоже работает ${tag}`);
    await reviewForm(page).getByRole("button", { name: SUBMIT }).click();
    await expect(reviewForm(page).getByText(SENT)).toBeVisible();
    await expect(reviewForm(page).locator(".form-message--success")).toBeVisible();
    if (SHOTS) await section(page).screenshot({ path: `${SHOTS}/institution-review-nojs-sent-360.png` });

    const [lead] = await leadsWith(request, "leave-review", tag);
    expect(lead?.fields).toMatchObject({ name: `Пётр ${tag}`, institution_id: id });
    expect(new URL(lead?.page_url ?? "").pathname).toBe(path);
    expect(lead?.utm).toEqual({ utm_source: "x", utm_campaign: `nojs-${tag}` });
  });
});
