import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { institutionHref } from "../../core/domain/compare/compare-links";
import type { Institution } from "../../core/domain/catalogue/institution";
import { expect as baseExpect, expectAxeClean, hydrated, logInNewUser, signInNewUser, test } from "./fixtures";

const V1 = "/api/ru/v1";
const FAILURE = "Произошла ошибка";
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** The machine running the suite is shared: navigations get more time than the default five seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * An institution of the seeded catalogue that no other spec comments on: counted from the end of the grid's first
 * 40, `slot` apart for each test of this file, so the tests (run in parallel) never share a comment block.
 */
async function institutionFor(request: APIRequestContext, slot: number): Promise<Institution> {
  const grid = (await (await request.get(`${V1}/institutions/grid?page=1&per_page=40`)).json()) as {
    data: { id: number }[];
  };
  const picked = grid.data.at(-1 - slot);
  if (picked === undefined) throw new Error("The seeded catalogue has too few institutions");
  return (await (await request.get(`${V1}/institutions/${picked.id}`)).json()) as Institution;
}

type Person = { readonly context: BrowserContext; readonly page: Page; readonly token: string; readonly name: string };

/** A new account signed in on a browser context of its own (cookie and local storage), at `width` px. */
async function person(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  first: string,
  width = 1280,
): Promise<Person> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: "ru-RU" });
  const token = await signInNewUser(context, request, baseURL, { first, last: "Комментаторова" });
  return { context, page: await context.newPage(), token, name: `${first} Комментаторова` };
}

/** A comment sent through the API as `token`'s user; its id. */
async function postComment(
  request: APIRequestContext,
  token: string,
  model: string,
  text: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const response = await request.post(`${V1}/comments/send`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { model, text, ...extra },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const block = (page: Page) => page.locator("#comments");
/** The texts of the block's comments in the order shown (threads, each root then its replies). */
const shownTexts = (page: Page) => block(page).locator(".comment__text, .comment__deleted").allTextContents();
const article = (page: Page, text: string): Locator =>
  block(page)
    .getByRole("article")
    .filter({ has: page.locator(".comment__text", { hasText: text }) });

/** Opens the page and waits for the block to hydrate (it does when it comes near the viewport). */
async function openBlock(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await ready(page);
}

/** Brings the block into view and waits for its island to hydrate (it does when it comes near the viewport). */
async function ready(page: Page) {
  await block(page).scrollIntoViewIfNeeded();
  await expect(block(page)).toHaveAttribute("data-ready", "true");
}

async function write(page: Page, text: string) {
  const form = block(page).locator(".comments__compose form");
  await form.getByLabel("Текст").fill(text);
  await form.getByRole("button", { name: "Отправить" }).click();
}

test.describe("comments on an institution page", () => {
  test.describe.configure({ timeout: 240_000 });

  test("two people comment, reply, edit, vote and delete; the list keeps the rules after each step", async ({
    browser,
    request,
    baseURL,
  }) => {
    const institution = await institutionFor(request, 0);
    const path = institutionHref(institution);
    const anna = await person(browser, request, baseURL ?? "", "Анна");
    const boris = await person(browser, request, baseURL ?? "", "Борис", 360);

    await openBlock(anna.page, path);
    await expect(block(anna.page).getByText("Комментариев пока нет. Напишите первым!")).toBeVisible();
    await write(anna.page, "Первый: общежитие рядом с корпусом");
    await expect(article(anna.page, "Первый")).toContainText("новый");

    // A new top-level comment goes to the top.
    await openBlock(boris.page, path);
    await write(boris.page, "Второй: стипендию дали со второго курса");
    await expect
      .poll(() => shownTexts(boris.page))
      .toEqual(["Второй: стипендию дали со второго курса", "Первый: общежитие рядом с корпусом"]);

    // A reply goes right after its parent.
    await article(boris.page, "Первый").getByRole("button", { name: "Ответить" }).click();
    await boris.page.getByLabel(`Ответ для ${anna.name}`).fill("Ответ Бориса: подтверждаю");
    await boris.page.getByRole("button", { name: "Отправить" }).last().click();
    await expect
      .poll(() => shownTexts(boris.page))
      .toEqual([
        "Второй: стипендию дали со второго курса",
        "Первый: общежитие рядом с корпусом",
        "Ответ Бориса: подтверждаю",
      ]);

    // An edit replaces the entry in place, marked as changed.
    await article(boris.page, "Второй").getByRole("button", { name: "Изменить" }).click();
    await boris.page.getByLabel("Текст комментария").fill("Второй (исправлено): стипендия с первого курса");
    await boris.page.getByRole("button", { name: "Сохранить" }).click();
    await expect
      .poll(() => shownTexts(boris.page))
      .toEqual([
        "Второй (исправлено): стипендия с первого курса",
        "Первый: общежитие рядом с корпусом",
        "Ответ Бориса: подтверждаю",
      ]);
    await expect(article(boris.page, "Второй (исправлено)")).toContainText("изменён");

    // One vote each: Anna likes Boris's comment, then takes the like back, then likes it again.
    await anna.page.reload();
    await hydrated(anna.page);
    await ready(anna.page);
    const like = article(anna.page, "Второй (исправлено)").getByRole("button", { name: /Полезно/ });
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(like).toContainText("1");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like).toContainText("0");
    await like.click();
    await expect(like).toContainText("1");
    // Nobody votes on their own comment.
    await expect(article(anna.page, "Первый").getByRole("button", { name: /Полезно/ })).toBeDisabled();

    // Sorted by rating (the default), the liked comment leads after a reload; its reply stays under the first.
    await boris.page.reload();
    await hydrated(boris.page);
    await ready(boris.page);
    await expect
      .poll(() => shownTexts(boris.page))
      .toEqual([
        "Второй (исправлено): стипендия с первого курса",
        "Первый: общежитие рядом с корпусом",
        "Ответ Бориса: подтверждаю",
      ]);

    // Delete replaces the entry with a marker; a thread's replies stay.
    await block(anna.page).scrollIntoViewIfNeeded();
    await article(anna.page, "Первый").getByRole("button", { name: "Удалить" }).click();
    await anna.page.getByRole("button", { name: "Да, удалить" }).click();
    await expect
      .poll(() => shownTexts(anna.page))
      .toEqual([
        "Второй (исправлено): стипендия с первого курса",
        "Комментарий удалён автором.",
        "Ответ Бориса: подтверждаю",
      ]);
    // Only the author deletes: Boris has no «Удалить» on Anna's entries.
    await boris.page.reload();
    await hydrated(boris.page);
    await ready(boris.page);
    await expect(article(boris.page, "Второй (исправлено)").getByRole("button", { name: "Удалить" })).toBeVisible();
    await expect(block(boris.page).getByRole("button", { name: "Удалить" })).toHaveCount(2);

    await block(boris.page).scrollIntoViewIfNeeded();
    if (SHOTS) await boris.page.screenshot({ path: `${SHOTS}/comments-360.png` });
    await expectAxeClean(boris.page, { include: ["#comments"] });
    await block(anna.page).scrollIntoViewIfNeeded();
    if (SHOTS) await anna.page.screenshot({ path: `${SHOTS}/comments-1280.png` });
    await expectAxeClean(anna.page, { include: ["#comments"] });
    await anna.context.close();
    await boris.context.close();
  });

  test("load-more appears above three comments; sorting goes back to page 1", async ({ browser, request, baseURL }) => {
    const institution = await institutionFor(request, 1);
    const path = institutionHref(institution);
    const model = `${institution.id}:institution`;
    const authors = await Promise.all(
      ["Вера", "Галина", "Дарья"].map((first) => person(browser, request, baseURL ?? "", first)),
    );
    const [vera, galina, darya] = authors as [Person, Person, Person];
    // Three comments: no load-more.
    const ids: number[] = [];
    for (const [i, author] of [vera, galina, darya].entries()) {
      ids.push(await postComment(request, author.token, model, `Комментарий №${i + 1} о приёме`));
    }
    const reader = vera.page;
    await openBlock(reader, path);
    await expect(block(reader).locator(".comments__thread")).toHaveCount(3);
    await expect(block(reader).getByRole("link", { name: "Показать ещё" })).toHaveCount(0);
    // A fourth: load-more appears and shows the rest.
    ids.push(await postComment(request, galina.token, model, "Комментарий №4 о приёме"));
    await reader.reload();
    await hydrated(reader);
    await ready(reader);
    await expect(block(reader).locator(".comments__thread")).toHaveCount(3);
    const more = block(reader).getByRole("link", { name: "Показать ещё" });
    await expect(more).toBeVisible();
    // Eight more from three people (within the per-user limit): twelve root comments, two pages of ten.
    for (let n = 5; n <= 12; n += 1) {
      const author = authors[n % 3] as Person;
      ids.push(await postComment(request, author.token, model, `Комментарий №${n} о приёме`));
    }
    // The twelfth is the most liked: first when sorted by rating.
    for (const voter of [galina, darya]) {
      const rated = await request.post(`${V1}/comments/rate`, {
        headers: { Authorization: `Bearer ${voter.token}` },
        data: { comment_id: ids[11], action: "like" },
      });
      expect(rated.status()).toBe(200);
    }
    await reader.reload();
    await hydrated(reader);
    await ready(reader);
    await block(reader).scrollIntoViewIfNeeded();
    await expect(block(reader).locator(".comments__thread")).toHaveCount(3);
    await expect(block(reader).locator(".comment__text").first()).toHaveText("Комментарий №12 о приёме");
    await block(reader).getByRole("link", { name: "Показать ещё" }).click();
    await expect(block(reader).locator(".comments__thread")).toHaveCount(10);
    await block(reader).getByRole("link", { name: "Показать ещё" }).click();
    await expect(block(reader).locator(".comments__thread")).toHaveCount(12);
    await expect(block(reader).getByRole("link", { name: "Показать ещё" })).toHaveCount(0);

    // By date (oldest first): page 1 again, ten entries, and load-more for the second page.
    await block(reader).getByRole("link", { name: "По дате" }).click();
    await expect(block(reader).getByRole("link", { name: "По дате" })).toHaveAttribute("aria-current", "true");
    await expect(block(reader).locator(".comments__thread")).toHaveCount(10);
    await expect(block(reader).locator(".comment__text").first()).toHaveText("Комментарий №1 о приёме");
    await expect(block(reader).getByRole("link", { name: "Показать ещё" })).toBeVisible();
    // Back to rating: page 1 again, the most liked first.
    await block(reader).getByRole("link", { name: "Сначала полезные" }).click();
    await expect(block(reader).locator(".comments__thread")).toHaveCount(10);
    await expect(block(reader).locator(".comment__text").first()).toHaveText("Комментарий №12 о приёме");

    // Without JavaScript the same links are plain addresses the server renders.
    const plain = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 360, height: 800 },
    });
    const page = await plain.newPage();
    await page.goto(path);
    await expect(block(page).locator(".comments__thread")).toHaveCount(3);
    await block(page).getByRole("link", { name: "Показать ещё" }).click();
    // Two pages of ten, all shown: nothing more to load.
    await expect(page).toHaveURL(/comments_pages=2#comments$/);
    await expect(block(page).locator(".comments__thread")).toHaveCount(12);
    await expect(block(page).getByRole("link", { name: "Показать ещё" })).toHaveCount(0);
    await block(page).getByRole("link", { name: "По дате" }).click();
    await expect(page).toHaveURL(/comments_sort=created_at#comments$/);
    await expect(block(page).locator(".comment__text").first()).toHaveText("Комментарий №1 о приёме");
    // An anonymous reader is invited to register and come back here.
    await expect(block(page).getByRole("link", { name: "Зарегистрироваться" })).toHaveAttribute(
      "href",
      /\/register\/\?next=.*%23comments$/,
    );
    await plain.close();
    for (const author of authors) await author.context.close();
  });

  test("user text is inert; a failing call alerts and keeps the list; a review moves rating_by_reviews", async ({
    browser,
    request,
    baseURL,
  }) => {
    const institution = await institutionFor(request, 2);
    const path = institutionHref(institution);
    const model = `${institution.id}:institution`;
    const elena = await person(browser, request, baseURL ?? "", "Елена");
    const payloads = ['<script>window.__owned = "script"</script>', "<img src=x onerror=\"window.__owned = 'img'\">"];
    for (const payload of payloads) await postComment(request, elena.token, model, `Проверка ${payload}`);
    const { page } = elena;
    await openBlock(page, path);
    for (const payload of payloads) await expect(block(page).getByText(`Проверка ${payload}`)).toBeVisible();
    await expect(block(page).locator(".comment__text script, .comment__text img")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __owned?: string }).__owned)).toBeUndefined();

    // The server answers 500: the alert, and the list and the typed text stay as they were.
    const before = await shownTexts(page);
    await page.route(`**${V1}/comments/send`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Ошибка сервера."}' }),
    );
    await write(page, "Этот комментарий не дойдёт");
    await expect(block(page).getByRole("alert")).toHaveText(FAILURE);
    expect(await shownTexts(page)).toEqual(before);
    await expect(block(page).locator(".comments__compose").getByLabel("Текст")).toHaveValue(
      "Этот комментарий не дойдёт",
    );
    // The server is gone (connection refused): a vote alerts too and changes nothing.
    await page.route(`**${V1}/comments/rate`, (route) => route.abort("connectionrefused"));
    const stranger = await person(browser, request, baseURL ?? "", "Жанна");
    await postComment(request, stranger.token, model, "Чужой комментарий для оценки");
    await page.reload();
    await hydrated(page);
    await ready(page);
    const like = article(page, "Чужой комментарий").getByRole("button", { name: /Полезно/ });
    await like.click();
    await expect(block(page).getByRole("alert")).toHaveText(FAILURE);
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like).toContainText("0");
    await page.unrouteAll();

    // A review with a score moves the institution's rating_by_reviews.
    const ratingOf = async () =>
      ((await (await request.get(`${V1}/institutions/${institution.id}`)).json()) as Institution).rating_by_reviews;
    const form = block(page).locator(".comments__compose form");
    await form.getByLabel("Отзыв с оценкой").check();
    await form.getByRole("button", { name: "Отправить" }).click();
    await expect(form.getByText("Введите текст комментария.")).toBeVisible();
    await form.getByLabel("Текст").fill("Отзыв: учёба понравилась, преподаватели внимательные");
    await form.getByRole("button", { name: "Отправить" }).click();
    await expect(form.getByText("Поставьте оценку от 1 до 5.")).toBeVisible();
    await form.getByRole("radio", { name: "4 из 5" }).check();
    await form.getByRole("button", { name: "Отправить" }).click();
    await expect(article(page, "Отзыв: учёба понравилась")).toContainText("Оценка: 4 из 5");
    await expect.poll(ratingOf).toBe(4);
    await postComment(request, stranger.token, model, "Отзыв Жанны: слабое общежитие", { is_review: true, rating: 2 });
    await expect.poll(ratingOf).toBe(3);
    // The page names the reviews in its structured data.
    await page.reload();
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string; review?: { reviewRating: { ratingValue: number } }[] },
    );
    const organization = ld.find((data) => data["@type"] === "EducationalOrganization");
    expect(organization?.review?.map((review) => review.reviewRating.ratingValue).sort()).toEqual([2, 4]);
    await elena.context.close();
    await stranger.context.close();
  });

  test("a visitor who is not signed in reads, and is asked to log in to vote", async ({ page, request }) => {
    const institution = await institutionFor(request, 3);
    const path = institutionHref(institution);
    const { token } = await logInNewUser(request, { first: "Зоя", last: "Читателева" });
    await postComment(request, token, `${institution.id}:institution`, "Комментарий для читателя без входа");
    await openBlock(page, path);
    await expect(block(page).getByText("Комментарий для читателя без входа")).toBeVisible();
    await expect(block(page).locator(".comments__compose")).toHaveCount(0);
    await article(page, "Комментарий для читателя без входа")
      .getByRole("button", { name: /Полезно/ })
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("a blog post takes comments (no reviews) and its thread reads without JavaScript", async ({
    browser,
    request,
    baseURL,
  }) => {
    const grid = (await (await request.get(`${V1}/blog/posts/grid?page=1&per_page=12`)).json()) as {
      data: { id: number; slug: string; category: { slug: string } }[];
    };
    const post = grid.data.at(-1);
    if (post === undefined) throw new Error("The seeded blog has no post");
    const path = `/blog/${post.category.slug}/${post.slug}/`;
    const irina = await person(browser, request, baseURL ?? "", "Ирина", 360);
    await openBlock(irina.page, path);
    await expect(block(irina.page).getByRole("heading", { name: /^Комментарии/ })).toBeVisible();
    await expect(block(irina.page).getByText("Отзыв с оценкой")).toHaveCount(0);
    // One picture, uploaded as soon as it is chosen, shown small, then with the comment (a WebP through sharp).
    const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#c8102e" } })
      .jpeg()
      .toBuffer();
    await block(irina.page)
      .getByLabel(/Прикрепить фото/)
      .setInputFiles({ name: "visa.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(block(irina.page).locator(".comment-form__preview")).toBeVisible();
    if (SHOTS)
      await block(irina.page)
        .locator(".comments__compose")
        .screenshot({ path: `${SHOTS}/comment-form-360.png` });
    await write(irina.page, "Спасибо за статью, очень помогла с визой");
    await expect(article(irina.page, "Спасибо за статью")).toBeVisible();
    const picture = article(irina.page, "Спасибо за статью").getByRole("img", { name: /Фото к комментарию/ });
    await expect(picture).toHaveAttribute("src", /^\/uploads\/.+\.webp$/);
    const served = await request.get((await picture.getAttribute("src")) ?? "");
    expect(await sharp(await served.body()).metadata()).toMatchObject({ format: "webp", width: 1600, height: 1067 });
    await article(irina.page, "Спасибо за статью").getByRole("button", { name: "Ответить" }).click();
    await irina.page.getByLabel(`Ответ для ${irina.name}`).fill("Дополню: X2 оформили за неделю");
    await irina.page.getByRole("button", { name: "Отправить" }).last().click();
    await expect
      .poll(() => shownTexts(irina.page))
      .toEqual(["Спасибо за статью, очень помогла с визой", "Дополню: X2 оформили за неделю"]);
    await expectAxeClean(irina.page, { include: ["#comments"] });

    const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await plain.newPage();
    await page.goto(path);
    await expect
      .poll(() => shownTexts(page))
      .toEqual(["Спасибо за статью, очень помогла с визой", "Дополню: X2 оформили за неделю"]);
    await plain.close();
    await irina.context.close();
  });
});
