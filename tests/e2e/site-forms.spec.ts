import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectMessageUnder, leadsWith } from "../support/site-form-leads";
import { expect as baseExpect, hydrated, test, expectCleanLayouts } from "./fixtures";

/**
 * Issue 16's site forms on their pages (ADR 067): the news subscription (blog, and the footer of every page without
 * JavaScript), the promo form (level landings, course landings, the home page's promo banners), the free document
 * check (multipart, with the four statuses of spec 4), a review of one institution, and the orders of courses and
 * tariffs. Each submits from its page and the stored lead (read through the staff leads API) carries page_url and utm.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const BAD_PHONE = "Введите корректный номер телефона.";

/**
 * Counts the page's POSTs from now on, but for the visit beacon (spec 7: once per session, after the first page has
 * hydrated and the browser's services have loaded, so it may come after the test's first step).
 */
function countPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname !== "/api/ru/v1/visit") posts.push(sent.url());
  });
  return posts;
}

const promo = (page: Page) => page.getByRole("form", { name: "Бесплатная консультация" });

test("promo on a level landing: a bad phone shows the server's message, a double click makes one lead with utm", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  await page.goto(`/magistratura/?utm_source=x&utm_campaign=promo-${tag}`);
  await hydrated(page);
  const form = promo(page);
  await form.getByLabel("Имя").fill(`Анна ${tag}`);
  await form.getByLabel("Телефон").fill("12");
  await form.getByRole("button", { name: "Получить консультацию" }).click();
  await expectMessageUnder(form.getByLabel("Телефон"), BAD_PHONE);
  if (SHOTS) await form.screenshot({ path: `${SHOTS}/forms-promo-invalid-1280.png` });

  await form.getByLabel("Телефон").fill("+7 900 123-45-67");
  const posts = countPosts(page);
  await form.getByRole("button", { name: "Получить консультацию" }).dblclick();
  await expect(form.getByText("Спасибо! Менеджер перезвонит вам в рабочее время.")).toBeVisible();
  expect(posts).toHaveLength(1);

  const leads = await leadsWith(request, "promo", tag);
  expect(leads).toHaveLength(1);
  expect(leads[0]?.page_url).toContain(`/magistratura/?utm_source=x&utm_campaign=promo-${tag}`);
  expect(leads[0]?.utm).toEqual({ utm_source: "x", utm_campaign: `promo-${tag}` });
  await expectCleanLayouts(page, "forms-magistratura");
});

test("promo from a search engine without utm: the referrer gives the lead's utm (spec 9)", async ({
  page,
  request,
}) => {
  const tag = randomUUID().slice(0, 8);
  await page.goto("/bakalavriat/", { referer: "https://yandex.ru/" });
  await hydrated(page);
  const form = promo(page);
  await form.getByLabel("Имя").fill(`Олег ${tag}`);
  await form.getByLabel("Телефон").fill("+7 900 765-43-21");
  await form.getByRole("button", { name: "Получить консультацию" }).click();
  await expect(form.getByText("Спасибо! Менеджер перезвонит вам в рабочее время.")).toBeVisible();
  const [lead] = await leadsWith(request, "promo", tag);
  expect(lead?.page_url).toMatch(/\/bakalavriat\/$/);
  expect(lead?.utm).toMatchObject({ utm_source: "yandex" });
});

test("promo beside the home page's promo banners and on each course landing", async ({ page, request }) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  for (const path of ["/", "/kolledzh-posle-9-klassa/", "/onlajn-kursy-kitaiskogo-yazyka/", "/yazykovye-kursy/"]) {
    await page.goto(`${path}?utm_source=promo-pages`);
    await hydrated(page);
    const form = promo(page);
    await form.getByLabel("Имя").fill(`Промо ${tag} ${path}`);
    await form.getByLabel("Телефон").fill("+7 900 123-45-67");
    await form.getByRole("button", { name: "Получить консультацию" }).click();
    await expect(form.getByText("Спасибо! Менеджер перезвонит вам в рабочее время.")).toBeVisible();
  }
  const leads = await leadsWith(request, "promo", tag);
  expect(leads.map((lead) => new URL(lead.page_url).pathname).toSorted()).toEqual(
    ["/", "/kolledzh-posle-9-klassa/", "/onlajn-kursy-kitaiskogo-yazyka/", "/yazykovye-kursy/"].toSorted(),
  );
  for (const lead of leads) expect(lead.utm).toEqual({ utm_source: "promo-pages" });
  await page.goto("/");
  await expectCleanLayouts(page, "forms-home");
});

test("the blog's subscription: sent once on a double click, the lead with page_url and utm", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  await page.goto(`/blog/?utm_source=x&utm_campaign=blog-${tag}`);
  await hydrated(page);
  const form = page.getByRole("form", { name: "Новые статьи на почту" });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel("Почта для новостей").fill(`s-${tag}@example.com`);
  const posts = countPosts(page);
  await form.getByRole("button", { name: "Подписаться" }).dblclick();
  await expect(form.getByText(/Спасибо! Вы подписаны на новости/)).toBeVisible();
  expect(posts).toHaveLength(1);
  const [lead] = await leadsWith(request, "subscribe", tag);
  expect(lead?.page_url).toContain(`/blog/?utm_source=x&utm_campaign=blog-${tag}`);
  expect(lead?.utm).toEqual({ utm_source: "x", utm_campaign: `blog-${tag}` });
  await expectCleanLayouts(page, "forms-blog");

  // A post of the blog has the subscription too.
  await page.goto((await page.locator("article .card__title a").first().getAttribute("href")) ?? "");
  await expect(page.getByRole("form", { name: "Новые статьи на почту" })).toBeVisible();
  await expectCleanLayouts(page, "forms-blog-post");
});

test("the footer's subscription works without JavaScript and comes back to the page with the flash", async ({
  browser,
  baseURL,
  request,
}) => {
  const tag = randomUUID().slice(0, 8);
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 320, height: 700 } });
  const page = await plain.newPage();
  await page.goto(`/faq/?utm_source=footer-${tag}`);
  const footer = page.locator("#podpiska-footer");
  const box = await footer.locator("form").boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  if (SHOTS) await footer.screenshot({ path: `${SHOTS}/forms-footer-320.png` });
  await footer.getByLabel("Почта для новостей").fill(`f-${tag}@example.com`);
  await footer.getByRole("button", { name: "Подписаться" }).click();
  await expect(page).toHaveURL(new RegExp(`/faq/\\?utm_source=footer-${tag}&podpiska=1#podpiska-footer$`));
  await expect(page.locator("#podpiska-footer").getByRole("status")).toHaveText(/Спасибо! Вы подписаны на новости/);
  if (SHOTS) await page.locator("#podpiska-footer").screenshot({ path: `${SHOTS}/forms-footer-sent-320.png` });
  await plain.close();
  const [lead] = await leadsWith(request, "subscribe", tag);
  expect(lead?.page_url).toMatch(new RegExp(`/faq/\\?utm_source=footer-${tag}$`));
  expect(lead?.utm).toEqual({ utm_source: `footer-${tag}` });
});

test(
  "with JavaScript, the footer's subscription and the promo form carry the search engine's utm and the call-tracking session",
  { tag: "@widgets" },
  async ({ page, request }) => {
    const tag = randomUUID().slice(0, 8);
    // The call-tracking widget publishes its session id where the forms read it (spec 7); the other widgets are empty.
    await page.route(/^https:\/\/(widgets\.example\.test|www\.googletagmanager\.com|js\.sentry-cdn\.com)\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: route.request().url().endsWith("/call-tracking.js") ? `window.callTrackingSessionId="ct-${tag}";` : "",
      }),
    );
    const session = () => page.evaluate(() => (window as { callTrackingSessionId?: string }).callTrackingSessionId);
    // From a search engine, without utm, then on to another page inside the site (a client-side navigation).
    await page.goto("/faq/", { referer: "https://yandex.ru/" });
    await hydrated(page);
    await page.locator("footer").getByRole("link", { name: "О компании" }).click();
    await expect(page).toHaveURL(/\/o-kompanii\/$/);
    await expect.poll(session).toBe(`ct-${tag}`);

    const footer = page.locator("#podpiska-footer");
    await footer.getByLabel("Почта для новостей").fill(`fj-${tag}@example.com`);
    await footer.getByRole("button", { name: "Подписаться" }).click();
    await expect(page).toHaveURL(/\/o-kompanii\/\?podpiska=1#podpiska-footer$/);
    await expect(page.locator("#podpiska-footer").getByRole("status")).toHaveText(/Спасибо! Вы подписаны на новости/);
    const [subscription] = await leadsWith(request, "subscribe", tag);
    expect(subscription?.page_url).toMatch(/\/o-kompanii\/$/);
    expect(subscription?.utm).toMatchObject({ utm_source: "yandex" });
    expect(subscription?.call_session_id).toBe(`ct-${tag}`);

    await page.goto("/bakalavriat/", { referer: "https://yandex.ru/" });
    await hydrated(page);
    await expect.poll(session).toBe(`ct-${tag}`);
    const form = promo(page);
    await form.getByLabel("Имя").fill(`Сессия ${tag}`);
    await form.getByLabel("Телефон").fill("+7 900 765-43-21");
    await form.getByRole("button", { name: "Получить консультацию" }).click();
    await expect(form.getByText("Спасибо! Менеджер перезвонит вам в рабочее время.")).toBeVisible();
    const [lead] = await leadsWith(request, "promo", tag);
    expect(lead?.utm).toMatchObject({ utm_source: "yandex" });
    expect(lead?.call_session_id).toBe(`ct-${tag}`);
  },
);

const PDF = {
  name: "attestat.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"),
};

test("the free document check: the four statuses, a bad phone, one lead with page_url and utm", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  await page.goto(`/guarantees/?utm_source=x&utm_campaign=doc-${tag}`);
  await hydrated(page);
  const form = page.getByRole("form", { name: "Бесплатная проверка документов" });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-status", "default");
  await form.evaluate((element) => {
    const seen: string[] = [];
    new MutationObserver(() => seen.push(element.getAttribute("data-status") ?? "")).observe(element, {
      attributes: true,
      attributeFilter: ["data-status"],
    });
    Reflect.set(window, "__statuses", seen);
  });
  await form.getByLabel("Документ").setInputFiles(PDF);
  await form.getByLabel("Имя").fill(`Анна ${tag}`);
  await form.getByLabel("Телефон").fill("12");
  await form.getByRole("button", { name: "Отправить на проверку" }).click();
  await expectMessageUnder(form.getByLabel("Телефон"), BAD_PHONE);
  await expect(form).toHaveAttribute("data-status", "error");

  await form.getByLabel("Документ").setInputFiles(PDF);
  await form.getByLabel("Телефон").fill("+7 900 123-45-67");
  const posts = countPosts(page);
  await form.getByRole("button", { name: "Отправить ещё раз" }).dblclick();
  await expect(form.getByText(/Спасибо! Документ отправлен на проверку/)).toBeVisible();
  await expect(form).toHaveAttribute("data-status", "sent");
  expect(posts).toHaveLength(1);
  expect(await page.evaluate(() => Reflect.get(window, "__statuses"))).toEqual(["sending", "error", "sending", "sent"]);

  const [lead] = await leadsWith(request, "save-doc", tag);
  expect(lead?.page_url).toContain(`/guarantees/?utm_source=x&utm_campaign=doc-${tag}`);
  expect(lead?.utm).toEqual({ utm_source: "x", utm_campaign: `doc-${tag}` });
  await expectCleanLayouts(page, "forms-guarantees");
});

test("the document check without JavaScript is a plain multipart post", async ({ browser, baseURL, request }) => {
  const tag = randomUUID().slice(0, 8);
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  const page = await plain.newPage();
  await page.goto(`/guarantees/?utm_source=nojs-${tag}`);
  const form = page.getByRole("form", { name: "Бесплатная проверка документов" });
  await form.getByLabel("Документ").setInputFiles(PDF);
  await form.getByLabel("Имя").fill(`Пётр ${tag}`);
  await form.getByLabel("Телефон").fill("+7 900 123-45-67");
  await form.getByRole("button", { name: "Отправить на проверку" }).click();
  await expect(
    page.getByRole("form", { name: "Бесплатная проверка документов" }).getByText(/Документ отправлен/),
  ).toBeVisible();
  await expect(page.getByRole("form", { name: "Бесплатная проверка документов" })).toHaveAttribute(
    "data-status",
    "sent",
  );
  await plain.close();
  const [lead] = await leadsWith(request, "save-doc", tag);
  expect(lead?.utm).toEqual({ utm_source: `nojs-${tag}` });
});

test("a review of one institution on /reviews/ (?institution=, as old links have it): the form names it, and the lead", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  await page.goto("/universities/");
  const path = (await page.locator("article a[href^='/universities/']").first().getAttribute("href")) ?? "";
  // The institution's id ends its slug (ADR 023); its own page has the form itself (institution-review.spec.ts).
  const id = Number(/-(\d+)\/$/.exec(path)?.[1]);
  expect(id).toBeGreaterThan(0);
  await page.goto(`/reviews/?institution=${id}&utm_source=inst-review#ostavit-otzyv`);
  const form = page.getByRole("form", { name: /Отзыв об учебном заведении «.+»/ });
  await expect(form).toBeVisible();
  await hydrated(page);
  await form.getByLabel("Имя").fill(`Ирина ${tag}`);
  await form.getByLabel("Отзыв", { exact: true }).fill(`Хорошие преподаватели и общежитие ${tag}`);
  await form.getByRole("button", { name: "Отправить отзыв" }).click();
  await expect(form.getByText("Спасибо! Отзыв появится на сайте после проверки.")).toBeVisible();
  const [lead] = await leadsWith(request, "leave-review", tag);
  expect(lead?.fields.institution_id).toBe(id);
  expect(lead?.utm).toEqual({ utm_source: "inst-review" });
  await expectCleanLayouts(page, "forms-review-institution");
});

const order = (page: Page) => page.locator("#zakaz").getByRole("form");

test("orders: each course and price page makes a lead naming what is ordered with its price", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 8);
  await page.goto("/courses/");
  const course = (await page.locator("article .card__title a").first().getAttribute("href")) ?? "";
  await page.goto("/czeny-na-uslugi/");
  const country =
    (await page
      .getByRole("link", { name: /Подробнее о тарифах/ })
      .first()
      .getAttribute("href")) ?? "";
  const pages = [
    course,
    "/onlajn-kursy-kitaiskogo-yazyka/",
    "/yazykovye-kursy/",
    "/kitajskij-za-3-mesyacza/",
    "/individualnye-zanyatiya/",
    "/czeny-na-uslugi/",
    country,
    "/basic-pricelist-service/",
  ];
  const subjects: Record<string, string> = {};
  for (const path of pages) {
    await page.goto(`${path}?utm_source=order`);
    await hydrated(page);
    // «Заказать» of the last row or card picks it (a plain link: it works without JavaScript)
    const choose = page.locator("a.price__order, .card__action a").last();
    if ((await choose.count()) > 0) {
      await choose.click();
      await expect(page).toHaveURL(/zakaz=.+#zakaz$/);
      await hydrated(page);
    }
    const form = order(page);
    await expect(form).toBeVisible();
    const picker = form.getByLabel("Что заказать");
    const subject =
      (await picker.count()) > 0
        ? await picker.inputValue()
        : ((await form.locator("input[name=subject]").getAttribute("value")) ?? "");
    expect(subject).toMatch(/^(Заказ: |.+: ).+ — .*\d/);
    subjects[path] = subject;
    await form.getByLabel("Имя").fill(`Заказ ${tag} ${path}`);
    await form.getByLabel("Телефон").fill("+7 900 123-45-67");
    await form.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(form.getByText(/Спасибо! Заявка отправлена/)).toBeVisible();
    if (path === course || path === country) await expectCleanLayouts(page, `forms-order${path.replaceAll("/", "-")}`);
  }
  const leads = await leadsWith(request, "simple", tag);
  expect(leads).toHaveLength(pages.length);
  for (const lead of leads) {
    const path = new URL(lead.page_url).pathname;
    expect(lead.fields.subject).toBe(subjects[path]);
    expect(lead.utm).toEqual({ utm_source: "order" });
  }
});
