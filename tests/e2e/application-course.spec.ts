import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { onePagePdf } from "../support/documents";
import { expect as baseExpect, expectAxeClean, hydrated, signInNewUser, test } from "./fixtures";

/**
 * Issue 13's third target (ADR 059): a family applies to a course from its page, keeping the choice, the contacts and
 * a desired start; an online course needs no papers and is sent at once; a course in China asks for the passport and
 * the photo first. With JavaScript (log-in dialog on the way) and without it (plain form posts).
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 360, height: 800 };
const ONLINE = "kitajskij-s-nulya-onlajn";
const IN_CHINA = "yazykovoj-semestr-v-kitae";

type CourseBody = { readonly id: number; readonly title: string };

async function courseBySlug(request: APIRequestContext, slug: string): Promise<CourseBody> {
  const response = await request.get(`/api/ru/v1/courses/${slug}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as CourseBody;
}

const panel = (page: Page) => page.getByRole("region", { name: "Новая заявка" });
const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Разделы заявки" }).getByRole("link", { name });
const statusBadge = (page: Page) => page.getByRole("main").locator(".status-badge").first();

/** Axe at 1280 and 360 px, nothing wider than the window, and a screenshot of each to look at. */
async function checkSizes(page: Page, name: string) {
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/course-${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test.describe("applying to a course", () => {
  test("a new visitor logs in from the course page, applies with a start, sends at once and finds it in the list", async ({
    page,
    request,
    newUser,
  }) => {
    test.setTimeout(180_000);
    const course = await courseBySlug(request, ONLINE);
    const { email, password } = await newUser({ first: "Мария", last: "Курсова" });

    await page.goto(`/courses/${ONLINE}/`);
    await hydrated(page);
    await checkSizes(page, "page");
    await page.getByRole("main").getByRole("link", { name: "Записаться на курс" }).click();
    const dialog = page.getByRole("dialog", { name: "Вход в личный кабинет" });
    await expect(dialog).toContainText("Чтобы записаться на курс, войдите или зарегистрируйтесь");
    await dialog.getByLabel("Электронная почта").fill(email);
    await dialog.getByLabel("Пароль").fill(password);
    await dialog.getByRole("button", { name: "Войти" }).click();

    // The form keeps the choice: the course, its format and price; the contacts from the account; the start.
    await expect(page).toHaveURL(new RegExp(`/u/settings/applications/\\?course=${course.id}$`));
    await expect(panel(page)).toContainText(course.title);
    await expect(panel(page)).toContainText("Онлайн-курс в группе");
    await expect(panel(page).getByLabel("Имя и фамилия студента")).toHaveValue("Мария Курсова");
    const start = panel(page).getByLabel("Когда хотите начать");
    const options = (await start.locator("option").allTextContents()).slice(1);
    expect(options).toHaveLength(3);
    for (const option of options) expect(option).toMatch(/^[А-Я][а-я]+ \d{4}$/);
    await start.selectOption(options[1] ?? "");
    await panel(page).getByLabel("Телефон").fill("+7 916 555-77-88");
    await checkSizes(page, "apply");
    await panel(page).getByRole("button", { name: "Записаться на курс" }).click();

    await expect(page).toHaveURL(/\/u\/settings\/applications\/\d+\/\?created=1$/);
    const id = Number(/applications\/(\d+)\//.exec(page.url())?.[1]);
    await hydrated(page);
    const summary = page.locator(".application-summary");
    await expect(summary.getByRole("heading", { name: course.title })).toBeVisible();
    await expect(summary).toContainText("Желаемый старт");
    await expect(summary).toContainText(options[1] ?? "");
    await expect(statusBadge(page)).toHaveText("Оформление");

    // An online course needs no papers: the documents tab says so, and the application is sent at once.
    await tab(page, "Документы").click();
    await expect(page.getByRole("heading", { name: "Обязательных документов нет" })).toBeVisible();
    await expect(page.getByText("Для этого курса документы не нужны.")).toBeVisible();
    await tab(page, "Ход заявки").click();
    await page.getByRole("button", { name: "Отправить на проверку" }).click();
    await expect(statusBadge(page)).toHaveText("Проверка");
    await checkSizes(page, "application");
    for (const name of ["Сообщения", "Оплата"]) {
      await tab(page, name).click();
      await expect(page).toHaveURL(new RegExp(`/applications/${id}/`));
      await expect(page.getByRole("main")).toContainText(course.title);
    }

    // The personal area lists it under its course, linking the course page and the application's page.
    await page.goto("/u/settings/applications/");
    const card = page.getByRole("article").filter({ hasText: `№ ${id}` });
    await expect(card.getByRole("link", { name: course.title }).first()).toHaveAttribute("href", `/courses/${ONLINE}/`);
    await expect(card).toContainText("Формат");
    await checkSizes(page, "list");

    // One open application per course.
    await page.goto(`/u/settings/applications/?course=${course.id}`);
    await panel(page).getByRole("button", { name: "Записаться на курс" }).click();
    await expect(panel(page).getByRole("alert")).toHaveText(
      "У вас уже есть открытая заявка на этот курс — она в списке ниже.",
    );
  });

  test("without JavaScript a course in China is applied for by plain posts and sent once the passport and photo are in", async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const course = await courseBySlug(request, IN_CHINA);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: DESKTOP });
    try {
      await signInNewUser(context, request, baseURL ?? "", { first: "Олег", last: "Безскриптов" });
      const page = await context.newPage();
      await page.goto(`/courses/${IN_CHINA}/`);
      await page.getByRole("main").getByRole("link", { name: "Записаться на курс" }).click();
      await expect(page).toHaveURL(new RegExp(`\\?course=${course.id}$`));
      await expect(panel(page)).toContainText("Языковой курс в университете Китая");
      const start = panel(page).getByLabel("Когда хотите начать");
      const options = (await start.locator("option").allTextContents()).slice(1);
      expect(options).toHaveLength(2);
      for (const option of options) expect(option).toMatch(/^(Весенний|Осенний) семестр \d{4} \((март|сентябрь)\)$/);
      await start.selectOption(options[0] ?? "");
      await panel(page).getByRole("button", { name: "Записаться на курс" }).click();
      await expect(page).toHaveURL(/\/applications\/\d+\/\?created=1$/);
      const id = Number(/applications\/(\d+)\//.exec(page.url())?.[1]);
      await expect(page.locator(".application-summary")).toContainText(options[0] ?? "");

      // Sending is refused until the passport and the photo are in.
      await page.getByRole("button", { name: "Отправить на проверку" }).click();
      await expect(page.locator(".application-moves").getByRole("alert")).toContainText(
        "загрузите обязательные документы",
      );
      await page.goto(`/u/settings/applications/${id}/documents/`);
      await expect(page.getByRole("heading", { name: "Обязательные документы: загружено 0 из 2" })).toBeVisible();
      const photo = await sharp({ create: { width: 60, height: 80, channels: 3, background: "#dde4ee" } })
        .png()
        .toBuffer();
      for (const [title, file] of [
        ["Загранпаспорт", { name: "passport.pdf", mimeType: "application/pdf", buffer: onePagePdf() }],
        ["Фотография", { name: "photo.png", mimeType: "image/png", buffer: photo }],
      ] as const) {
        const card = page.getByRole("article", { name: title });
        await card.getByLabel("Файл документа").setInputFiles(file);
        await card.getByRole("button", { name: /^Загрузить/ }).click();
        await expect(page.getByRole("article", { name: title }).getByText("Версия 1")).toBeVisible();
      }
      await expect(page.getByRole("article", { name: "Диплом или аттестат" })).toContainText("Необязательный");
      await page.goto(`/u/settings/applications/${id}/`);
      await page.getByRole("button", { name: "Отправить на проверку" }).click();
      await expect(statusBadge(page)).toHaveText("Проверка");
      await page.goto("/u/settings/applications/");
      await expect(page.getByRole("article").filter({ hasText: `№ ${id}` })).toContainText(course.title);
    } finally {
      await context.close();
    }
  });
});
