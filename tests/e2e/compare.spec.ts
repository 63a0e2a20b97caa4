import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectAxeClean, hydrated, test } from "./fixtures";

const V1 = "/api/ru/v1";

type Base = { readonly extra: { readonly hsk_level: number | null } };
type Program = {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly education_bases: readonly Base[];
};
type Institution = {
  readonly id: number;
  readonly slug: string;
  readonly type_slug: string;
  readonly country: { readonly slug: string };
  readonly city: { readonly slug: string } | null;
  readonly degree_programs: readonly Program[];
};

/** The «Сравнить» buttons of the catalogue's cards; their accessible name ends with the institution's name. */
const compareButtons = (page: Page): Locator => page.getByRole("button", { name: /^(Сравнить|В сравнении): / });

const nameOf = async (button: Locator): Promise<string> =>
  ((await button.getAttribute("aria-label")) ?? "").replace(/^(Сравнить|В сравнении): /, "");

/** Presses the nth card's «Сравнить» and waits until it says «В сравнении»; answers the institution's name. */
async function addFromCatalogue(page: Page, nth: number): Promise<string> {
  const button = compareButtons(page).nth(nth);
  await expect(button).toHaveAttribute("aria-pressed", "false");
  const name = await nameOf(button);
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(button).toContainText("В сравнении");
  return name;
}

const serverList = async (request: APIRequestContext, token: string) => {
  const response = await request.get(`${V1}/shortlist`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { kind: string; id: number }[] }).items;
};

test.describe("shortlist and side-by-side comparison", () => {
  // Each test walks the catalogue and the comparison (and axe) on a machine shared with other runs.
  test.describe.configure({ timeout: 90_000 });

  test("a visitor adds two institutions from the catalogue and compares them side by side", async ({ page }) => {
    await page.goto("/catalog/");
    const first = await addFromCatalogue(page, 0);
    const second = await addFromCatalogue(page, 1);

    await page.getByRole("link", { name: "Сравнение (2)" }).click();
    await expect(page).toHaveURL(/\/sravnenie\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Сравнение" })).toBeVisible();
    const table = page.getByRole("table", { name: "Учебные заведения" });
    await expect(table.getByRole("columnheader")).toHaveText([first, second]);
    for (const row of [
      "Стоимость",
      "Рейтинг",
      "Гранты и стипендии",
      "Языки обучения",
      "Ближайший срок",
      "Уровень HSK",
    ]) {
      await expect(table.getByRole("rowheader", { name: row })).toBeVisible();
    }
    await expect(table.locator("tbody tr").first().getByRole("cell")).toHaveCount(2);

    await expectAxeClean(page);

    await table.getByRole("button", { name: `Убрать: ${first}` }).click();
    await expect(table.getByRole("columnheader")).toHaveText([second]);
    await page.reload();
    await expect(page.getByRole("table", { name: "Учебные заведения" }).getByRole("columnheader")).toHaveText([second]);
    await page.getByRole("button", { name: `Убрать: ${second}` }).click();
    await expect(page.getByText("В сравнении пока ничего нет.", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Перейти в каталог" })).toHaveAttribute("href", "/catalog/");
  });

  test("a visitor's list joins the account's list on login, and the account's list is kept on the server", async ({
    page,
    request,
    signIn,
  }) => {
    await page.goto("/catalog/");
    const local = await addFromCatalogue(page, 2);

    const token = await signIn({ first: "Лев", last: "Орлов" });
    await page.goto("/catalog/");
    // The listing is a read-first page (ADR 077): the browser's list joins the account's once the visitor is there.
    await hydrated(page);
    await expect.poll(async () => (await serverList(request, token)).length).toBe(1);
    const localButton = page.getByRole("button", { name: `В сравнении: ${local}` });
    await expect(localButton).toHaveAttribute("aria-pressed", "true");
    const added = await addFromCatalogue(page, 3);
    await expect.poll(async () => (await serverList(request, token)).length).toBe(2);

    // Rendered on the server from the account's list: the table is in the HTML, no loading state.
    await page.goto("/sravnenie/");
    const table = page.getByRole("table", { name: "Учебные заведения" });
    await expect(table.getByRole("columnheader")).toHaveText([local, added]);
    const html = await (await page.request.get("/sravnenie/")).text();
    expect(html).toContain("compare-table");

    await table.getByRole("button", { name: `Убрать: ${local}` }).click();
    await expect(table.getByRole("columnheader")).toHaveText([added]);
    await expect.poll(async () => (await serverList(request, token)).length).toBe(1);
    await expectAxeClean(page);
  });

  test("the HSK level stated once says whether a program's requirement is met", async ({ page, request }) => {
    // A program that asks for more than HSK 3, found through the API.
    const grid = (await (await request.get(`${V1}/institutions/grid?page=1&per_page=30`)).json()) as {
      data: { id: number }[];
    };
    let found: { institution: Institution; program: Program; required: number } | null = null;
    for (const { id } of grid.data) {
      const institution = (await (await request.get(`${V1}/institutions/${id}`)).json()) as Institution;
      for (const program of institution.degree_programs) {
        const levels = program.education_bases.flatMap((base) =>
          base.extra.hsk_level === null ? [] : [base.extra.hsk_level],
        );
        if (found === null && levels.length > 0 && Math.min(...levels) > 3) {
          found = { institution, program, required: Math.min(...levels) };
        }
      }
      if (found !== null) break;
    }
    expect(found).not.toBeNull();
    if (found === null) return;
    const { institution, program, required } = found;
    const place = [institution.country.slug, institution.city?.slug].filter((part) => part !== undefined);
    await page.goto(`/${[institution.type_slug, ...place, institution.slug, program.slug].join("/")}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // Until a level is stated the page names the requirement; the level is stated once, right there.
    await expect(page.getByText(/^Требуется HSK \d$/).first()).toBeVisible();
    await page.getByText("Указать мой уровень HSK").first().click();
    await page.getByRole("combobox", { name: "Мой уровень HSK" }).first().selectOption("3");
    await page.getByRole("button", { name: "Сохранить" }).first().click();
    await expect(page.getByText(/^Нужен HSK \d — ваш уровень HSK 3$/).first()).toBeVisible();
    await expect(page.getByText(/^Требуется HSK/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Курсы подготовки к HSK" }).first()).toHaveAttribute(
      "href",
      "/courses/",
    );
    await expectAxeClean(page, { include: [".hsk-readiness", ".compare-toggle"] });

    // The program joins the comparison from its page; the comparison reads the same stated level.
    await page.getByRole("button", { name: `Сравнить: ${program.title}` }).click();
    await expect(page.getByRole("button", { name: `В сравнении: ${program.title}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goto("/sravnenie/");
    const table = page.getByRole("table", { name: "Программы обучения" });
    await expect(table.getByRole("columnheader")).toContainText([program.title]);
    await expect(table.getByText(`Нужен HSK ${required} — ваш уровень HSK 3`)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Мой уровень HSK" })).toHaveValue("3");

    await page.getByRole("combobox", { name: "Мой уровень HSK" }).selectOption("6");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(table.getByText("Ваш уровень HSK 6 подходит")).toBeVisible();
    await expectAxeClean(page);
  });
});
