import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { signInAs } from "../support/staff-session";
import { DEMO_STAFF_EMAIL, E2E_DEMO_PASSWORD } from "../support/staff-login";
import { expect as baseExpect, hydrated, test, expectCleanLayouts } from "./fixtures";

/**
 * Issue 16's quiz (ADR 066): /quiz/ asks its questions as a GET form, the answers are the address (shareable, back
 * and forward keep them), and the result lists programs that each fit every answer, checked here against the
 * catalogue's own public API (the base, its country's currency, the current rates), not against the quiz's answer.
 * An unknown quiz is a 404; the request form at the end sends a lead whose subject names the quiz and the answers.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const V1 = "/api/ru/v1";
const SENT = "Спасибо! Заявка отправлена — мы свяжемся с вами в рабочее время.";
const BUDGET = 450_000;
const QUIZ_TITLE = "Подбор программы обучения в Китае и Азии";

type Named = { slug: string; title: string };
type BaseJson = {
  id: number;
  min_price: number | null;
  type: 1 | 2 | null;
  extra: { hsk_level: number | null };
  languages: Named[];
  directions: Named[];
  degree_program: { title: string } | null;
  institution: { country: { id: number } } | null;
};

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
};

const quizForm = (page: Page) => page.getByRole("form", { name: "Ваши ответы" });
const matches = (page: Page) => page.locator(".quiz-match");

/** Answers the default quiz: Cyrillic choices by their labels, the budget typed with a space. */
async function answer(page: Page) {
  const form = quizForm(page);
  await form.getByLabel("Что вы хотите изучать").selectOption({ label: "Бакалавриат" });
  await form.getByLabel("Бюджет на обучение, ₽ в год").fill("450 000");
  await form.getByLabel("Язык обучения").selectOption({ label: "Китайский" });
  await form.getByLabel("Ваш уровень HSK").selectOption({ label: "HSK 4" });
  await form.getByLabel("Направление").selectOption({ label: "Бизнес" });
  await form.getByLabel("Нужен грант или стипендия").check();
}

/** Each listed program fits every answer, by the catalogue's public API: level, price in roubles, language, HSK, direction, grant. */
async function expectEachFits(page: Page, request: APIRequestContext) {
  const ids = await matches(page).evaluateAll((items) =>
    items.map((item) => Number(item.getAttribute("data-base-id"))),
  );
  expect(ids.length).toBeGreaterThan(0);
  const rates = (await getJson<{ exchange_rates: { currency: string; rate_to_rub: number }[] }>(request, `${V1}/main`))
    .exchange_rates;
  for (const id of ids) {
    const base = await getJson<BaseJson>(request, `${V1}/education-bases/${id}`);
    const country = await getJson<{ currency: { code: string } }>(
      request,
      `${V1}/countries/${base.institution?.country.id}/tariffs`,
    );
    const rate =
      country.currency.code === "RUB" ? 1 : rates.find((r) => r.currency === country.currency.code)?.rate_to_rub;
    expect(base.degree_program?.title, `base ${id}: level`).toBe("Бакалавриат");
    expect(base.min_price, `base ${id}: a price`).not.toBeNull();
    // the rouble figure is rounded to three significant digits (ADR 031): within half a unit of the third digit
    expect((base.min_price ?? 0) * (rate ?? Number.NaN), `base ${id}: budget`).toBeLessThanOrEqual(BUDGET * 1.005);
    expect(
      base.languages.map((l) => l.title),
      `base ${id}: language`,
    ).toContain("Китайский");
    expect(base.extra.hsk_level ?? 0, `base ${id}: HSK`).toBeLessThanOrEqual(4);
    expect(
      base.directions.map((d) => d.title),
      `base ${id}: direction`,
    ).toContain("Бизнес");
    expect(base.type, `base ${id}: grant`).not.toBeNull();
  }
  // every program shows one reason per answer (six answered)
  for (const match of await matches(page).all())
    await expect(match.locator(".quiz-match__reasons > li")).toHaveCount(6);
}

test.describe.configure({ timeout: 120_000 });

test("answers in the address, every listed program fits every answer, back and forward keep the answers", async ({
  page,
  request,
}) => {
  const response = await page.goto("/quiz/");
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.getByText("Ответьте хотя бы на один вопрос")).toBeVisible();
  await answer(page);
  await quizForm(page).getByRole("button", { name: "Показать программы" }).click();
  await page.waitForURL(/budget=450/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    level: "bakalavriat",
    budget: "450 000",
    language: "kitajskij",
    hsk: "4",
    direction: "business",
    grant: "needed",
  });
  await expect(page.getByText(/^Подход(ит|ят) \d+ программ/)).toBeVisible();
  await expectEachFits(page, request);
  await expectCleanLayouts(page, "quiz-result");

  // A city size on top: a narrower address; back returns to the first answers, forward to the narrower ones.
  await page.setViewportSize({ width: 1280, height: 900 });
  const first = page.url();
  await quizForm(page).getByLabel("Размер города").selectOption({ label: "Мегаполис: от 10 млн жителей" });
  await quizForm(page).getByRole("button", { name: "Показать программы" }).click();
  await page.waitForURL(/city_size=megacity/);
  const second = page.url();
  for (const match of await matches(page).all())
    await expect(match.locator(".quiz-match__reasons")).toContainText(/Город: .+ — мегаполис, \d+(,\d)? млн жителей/);
  await page.goBack();
  await page.waitForURL(first);
  await expect(quizForm(page).getByLabel("Размер города")).toHaveValue("");
  await expect(quizForm(page).getByLabel("Бюджет на обучение, ₽ в год")).toHaveValue("450 000");
  await page.goForward();
  await page.waitForURL(second);
  await expect(quizForm(page).getByLabel("Размер города")).toHaveValue("megacity");
});

test("an answer nothing fits says so and offers to drop one answer; an unknown quiz is a 404", async ({
  page,
  request,
}) => {
  // A budget of one rouble leaves only free places; the first of these answers that nothing fits, by the public API.
  const tries = ["budget=1&level=kolledzh", "budget=1&level=shkola", "budget=1&level=aspirantura&city_size=small"];
  const totals = await Promise.all(
    tries.map(
      async (query) => (await getJson<{ result: { total: number } }>(request, `${V1}/quiz?${query}`)).result.total,
    ),
  );
  const empty = tries[totals.indexOf(0)];
  expect(empty, "an answer nothing fits").toBeDefined();
  await page.goto(`/quiz/?${empty}`);
  await expect(page.getByText("Ни одна программа из каталога не подходит под все ответы сразу.")).toBeVisible();
  const relax = page.getByRole("link", { name: "Без условия «бюджет до 1\u00a0₽ в год»" });
  const rest = (empty ?? "").replace("budget=1&", "");
  await expect(relax).toHaveAttribute("href", `/quiz/?${rest}`);
  if (SHOTS) await page.locator(".quiz-results").screenshot({ path: `${SHOTS}/quiz-empty-1280.png` });
  await relax.click();
  await page.waitForURL((url) => url.search === `?${rest}`);
  await expect(matches(page).first()).toBeVisible();

  await page.goto("/quiz/?budget=mnogo");
  await expect(page.getByText("Укажите бюджет целым числом рублей, например 300 000.")).toBeVisible();
  await expect(quizForm(page).getByLabel("Бюджет на обучение, ₽ в год")).toHaveAttribute("aria-invalid", "true");

  const missing = await page.goto("/quiz/net-takogo-testa/");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("Такой страницы не существует")).toBeVisible();
});

test("a preset quiz by its slug lists bachelor's programs with a grant without being asked", async ({
  page,
  request,
}) => {
  await page.goto("/quiz/bakalavriat-s-grantom/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Бакалавриат с грантом");
  await expect(page.getByText("В этом тесте уже выбрано:")).toContainText("Бакалавриат, нужен грант или стипендия");
  await expect(quizForm(page).getByLabel("Что вы хотите изучать")).toHaveCount(0);
  const ids = await matches(page).evaluateAll((items) =>
    items.map((item) => Number(item.getAttribute("data-base-id"))),
  );
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids.slice(0, 5)) {
    const base = await getJson<BaseJson>(request, `${V1}/education-bases/${id}`);
    expect(base.degree_program?.title).toBe("Бакалавриат");
    expect(base.type).not.toBeNull();
  }
  await expectCleanLayouts(page, "quiz-preset");
});

test("without JavaScript the quiz answers by a plain GET and the request form sends, naming the quiz and answers", async ({
  browser,
  context,
  request,
  baseURL,
}) => {
  const tag = randomUUID().slice(0, 8);
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  const page = await plain.newPage();
  await page.goto("/quiz/");
  await answer(page);
  await quizForm(page).getByRole("button", { name: "Показать программы" }).click();
  await page.waitForURL(/budget=450/);
  await expectEachFits(page, request);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/quiz-nojs-result-360.png`, fullPage: true });

  const form = page.getByRole("form", { name: "Получить подборку от менеджера" });
  await form.getByLabel("Имя").fill(`Мария ${tag}`);
  await form.getByLabel("Телефон").fill("+7 901 234-56-78");
  await form.getByRole("button", { name: "Отправить заявку" }).click();
  await expect(page.getByRole("form", { name: "Получить подборку от менеджера" }).getByText(SENT)).toBeVisible();
  // the answers are still the address, and the result is still shown
  expect(page.url()).toContain("budget=450");
  await expect(matches(page).first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/quiz-nojs-sent-360.png`, fullPage: true });
  await plain.close();

  await signInAs(context, request, baseURL ?? "", DEMO_STAFF_EMAIL, E2E_DEMO_PASSWORD);
  const staff = await context.newPage();
  await staff.goto("/staff/leads/?kind=simple");
  const card = staff.getByRole("article").filter({ hasText: `Мария ${tag}` });
  await expect(card).toContainText(`Тест «${QUIZ_TITLE}»: Бакалавриат; бюджет до 450\u00a0000\u00a0₽ в год`);
  await expect(card).toContainText("язык обучения: китайский; уровень HSK 4; направление: Бизнес; нужен грант");
});

test("with JavaScript the request form sends in place and the quiz page stays axe-clean", async ({ page }) => {
  await page.goto("/quiz/?level=bakalavriat&grant=needed");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Получить подборку от менеджера" });
  await form.getByLabel("Имя").fill("Ольга");
  await form.getByLabel("Телефон").fill("+7 901 765-43-21");
  await form.getByRole("button", { name: "Отправить заявку" }).click();
  await expect(form.getByText(SENT)).toBeVisible();
  expect(page.url()).toContain("level=bakalavriat&grant=needed");
  await expectCleanLayouts(page, "quiz-sent");
});
