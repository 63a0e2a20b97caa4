import { randomUUID } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { Institution } from "../../core/domain/catalogue/institution";
import { degreeProgramHref } from "../../core/domain/compare/compare-links";
import { signInAs } from "../support/staff-session";
import { DEMO_STAFF_EMAIL, E2E_DEMO_PASSWORD } from "../support/staff-login";
import { expect as baseExpect, expectAxeClean, hydrated, test } from "./fixtures";

/**
 * Issue 16's cost calculator (ADR 065): opened from a degree program's page with the program filled in, its total is
 * the sum of its lines, its address reproduces it (also without JavaScript), and its request (spec 7 calc-form)
 * reaches the staff leads with the page address and utm.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const V1 = "/api/ru/v1";
const SENT = "Спасибо! Заявка отправлена — мы свяжемся с вами в рабочее время.";
const SUBMIT = "Отправить заявку на расчёт";

/** An institution of the seeded grid with a program that has a paid base (so tuition has a figure). */
async function pickProgram(request: APIRequestContext) {
  const grid = (await (await request.get(`${V1}/institutions/grid?page=1&per_page=20`)).json()) as {
    data: { id: number }[];
  };
  for (const { id } of grid.data) {
    const institution = (await (await request.get(`${V1}/institutions/${id}`)).json()) as Institution;
    const program = institution.degree_programs.find((candidate) =>
      candidate.education_bases.some((base) => base.type === null && (base.min_price ?? 0) > 0),
    );
    if (program !== undefined) return { institution, program };
  }
  throw new Error("The seeded catalogue has no program with a paid base");
}

/** The priced lines' roubles and the total, as the page shows them (attributes and the printed total). */
async function readCost(page: Page) {
  const lines = (await page
    .locator("[data-roubles]")
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-roubles"))))) as number[];
  const total = page.locator("[data-total]");
  const printed = Number(((await total.textContent()) ?? "").replace(/\D/g, ""));
  return { lines, total: Number(await total.getAttribute("data-total")), printed };
}

const form = (page: Page) => page.getByRole("form", { name: "Заявка на расчёт" });

async function expectMessageUnder(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ");
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  expect(texts).toContain(message);
}

test("opens from a program page, adds up, and its address reproduces it with and without JavaScript", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { institution, program } = await pickProgram(request);
  await page.goto(degreeProgramHref(institution, program.slug));
  await hydrated(page);
  await page.getByRole("link", { name: "Рассчитать стоимость" }).click();
  await expect(page).toHaveURL(new RegExp(`/stoimost/\\?program=${program.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Калькулятор стоимости обучения");
  await expect(page.getByText(program.title, { exact: true })).toBeVisible();
  await expect(page.getByLabel("Город")).toHaveValue(/^\d+$/);

  const first = await readCost(page);
  expect(first.lines.length).toBeGreaterThanOrEqual(9);
  expect(first.total).toBe(first.lines.reduce((a, b) => a + b, 0));
  expect(first.printed).toBe(first.total);
  expect(first.total).toBeGreaterThan(0);
  // Every line of a seeded city has a figure and a source; nothing is missing.
  await expect(page.locator(".cost-line--missing")).toHaveCount(0);
  await expect(page.locator(".cost-line__source a")).toHaveCount(8);

  // Another city: a GET form, so a navigation to an address of its own.
  const city = page.getByLabel("Город");
  const other = await city.locator("option").nth(5).getAttribute("value");
  await city.selectOption(other ?? "");
  await page.getByRole("button", { name: "Рассчитать стоимость" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?program=${program.id}&city=${other}$`));
  const moved = await readCost(page);
  expect(moved.total).toBe(moved.lines.reduce((a, b) => a + b, 0));
  const address = page.url();

  await page.reload();
  expect(await readCost(page)).toEqual(moved);

  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const bare = await plain.newPage();
  await bare.goto(address);
  expect(await readCost(bare)).toEqual(moved);
  await plain.close();

  for (const size of [
    { width: 1280, height: 900 },
    { width: 360, height: 780 },
    { width: 320, height: 700 },
  ]) {
    await page.setViewportSize(size);
    if (size.width !== 320) await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cost-calculator-${size.width}.png`, fullPage: true });
  }
});

test("the calculator request shows the server's message under a bad phone, then sends once and reaches the leads", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const { program } = await pickProgram(request);
  await page.goto(`/stoimost/?program=${program.id}&utm_source=x&utm_campaign=calc-${tag}`);
  await hydrated(page);
  const { total } = await readCost(page);
  const calc = form(page);
  await calc.getByLabel("Имя").fill(`Ирина ${tag}`);
  await calc.getByLabel("Телефон").fill("12");
  await calc.getByRole("button", { name: SUBMIT }).click();
  await expectMessageUnder(calc.getByLabel("Телефон"), "Введите корректный номер телефона.");
  if (SHOTS) await calc.screenshot({ path: `${SHOTS}/cost-request-invalid-1280.png` });

  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts.push(sent.url());
  });
  await calc.getByLabel("Телефон").fill("+7 900 123-45-67");
  await calc.getByRole("button", { name: SUBMIT }).dblclick();
  await expect(calc.getByText(SENT)).toBeVisible();
  expect(posts).toHaveLength(1);
  if (SHOTS) await calc.screenshot({ path: `${SHOTS}/cost-request-sent-1280.png` });

  await signInAs(context, request, baseURL ?? "", DEMO_STAFF_EMAIL, E2E_DEMO_PASSWORD);
  const staff = await context.newPage();
  await staff.goto("/staff/leads/?kind=calc");
  const card = staff.getByRole("article").filter({ hasText: tag });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`utm_source=x, utm_campaign=calc-${tag}`);
  await expect(card).toContainText("/stoimost/");
  await expect(card).toContainText(String(total));
  await expect(card).toContainText(String(program.id));
});

test("without JavaScript the request posts, shows the server's message, then sent", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const { program } = await pickProgram(request);
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  const page = await plain.newPage();
  await page.goto(`/stoimost/?program=${program.id}&utm_source=x`);
  await form(page).getByLabel("Имя").fill("Олег");
  await form(page).getByLabel("Телефон").fill("abc");
  await form(page).getByRole("button", { name: SUBMIT }).click();
  await expect(page).toHaveURL(/#cost-request$/);
  await expectMessageUnder(form(page).getByLabel("Телефон"), "Введите корректный номер телефона.");
  await expect(form(page).getByLabel("Имя")).toHaveValue("Олег");
  await form(page).getByLabel("Телефон").fill("+7 900 765-43-21");
  await form(page).getByRole("button", { name: SUBMIT }).click();
  await expect(form(page).getByText(SENT)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cost-request-nojs-sent-360.png`, fullPage: true });
  await plain.close();
});

test("on a grant base the grant line takes the full tuition off", async ({ page, request }) => {
  test.setTimeout(90_000);
  const grid = (await (await request.get(`${V1}/institutions/grid?page=1&per_page=20`)).json()) as {
    data: { id: number }[];
  };
  let found: { institution: Institution; baseId: number } | null = null;
  for (const { id } of grid.data) {
    const institution = (await (await request.get(`${V1}/institutions/${id}`)).json()) as Institution;
    for (const program of institution.degree_programs) {
      const paid = program.education_bases.some((base) => base.type === null && (base.min_price ?? 0) > 0);
      const grant = program.education_bases.find((base) => base.type === 1);
      if (paid && grant !== undefined) found = { institution, baseId: grant.id };
    }
    if (found !== null) break;
  }
  if (found === null) throw new Error("The seeded catalogue has no grant base beside a paid one");
  await page.goto(`/stoimost/?base=${found.baseId}`);
  const tuition = Number(await page.locator('[data-item="tuition"] [data-roubles]').getAttribute("data-roubles"));
  const grant = Number(await page.locator('[data-item="grant"] [data-roubles]').getAttribute("data-roubles"));
  expect(tuition).toBeGreaterThan(0);
  expect(grant).toBe(-tuition);
  await expect(page.locator('[data-item="grant"]')).toContainText("Грант покрывает обучение полностью");
  const { lines, total } = await readCost(page);
  expect(total).toBe(lines.reduce((a, b) => a + b, 0));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cost-calculator-grant-1280.png`, fullPage: true });
});
