import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { admissionAvailability } from "../../core/domain/admission/admission-availability";
import type { DegreeProgram } from "../../core/domain/catalogue/degree-program";
import type { EducationBase } from "../../core/domain/catalogue/education-base";
import type { Institution } from "../../core/domain/catalogue/institution";
import { degreeProgramHref, institutionHref } from "../../core/domain/compare/compare-links";
import { applyHref } from "../../core/domain/institution-page/apply-href";
import { educationBaseHref } from "../../core/domain/institution-page/education-base-href";
import { type CurrencyCode, parseCurrencyCode } from "../../core/domain/price/currency-code";
import { priceText } from "../../core/domain/price/price-text";
import { programPrice } from "../../core/domain/price/program-price";
import { countText } from "../../core/domain/text/count-text";
import { PLACE_FORMS, RATING_VOTE_FORMS } from "../../core/domain/text/counted-nouns";
import { pluralNoun, type RussianNounForms } from "../../core/domain/text/russian-plural";
import { expect as baseExpect, expectAxeClean, test } from "./fixtures";

/**
 * Issue 10, item 3 (ADR 032): a program's price, a base's places, waves and «Подать заявку», the Russian plurals and
 * the label of a program's application tell one story on the seeded pages, at 1280 and 360 px.
 */

const V1 = "/api/ru/v1";
const expect = baseExpect.configure({ timeout: 20_000 });

type Found = { institution: Institution; program: DegreeProgram; base: EducationBase };

/** The first seeded institution (in grid order) with a program and a base that satisfy `wanted`. */
async function findInCatalogue(
  request: APIRequestContext,
  wanted: (program: DegreeProgram, base: EducationBase) => boolean,
): Promise<Found> {
  for (let page = 1; page <= 6; page += 1) {
    const grid = (await (await request.get(`${V1}/institutions/grid?page=${page}&per_page=40`)).json()) as {
      data: { id: number }[];
    };
    for (const { id } of grid.data) {
      const institution = (await (await request.get(`${V1}/institutions/${id}`)).json()) as Institution;
      for (const program of institution.degree_programs) {
        const base = program.education_bases.find((candidate) => wanted(program, candidate));
        if (base !== undefined) return { institution, program, base };
      }
    }
  }
  throw new Error("The seeded catalogue has no such program and base");
}

async function currencyOf(request: APIRequestContext, countryId: number): Promise<CurrencyCode | undefined> {
  const main = (await (await request.get(`${V1}/main`)).json()) as {
    filters: { countries: { id: number; currency: { code: string } }[] };
  };
  const code = main.filters.countries.find((country) => country.id === countryId)?.currency.code;
  return code === undefined ? undefined : (parseCurrencyCode(code) ?? undefined);
}

const isFree = (base: EducationBase) => base.min_price === 0;
const withGrantAndPaid = (program: DegreeProgram, base: EducationBase) =>
  isFree(base) && program.education_bases.some((other) => (other.min_price ?? 0) > 0);
const tagOf = (base: EducationBase) => admissionAvailability(base)._tag;

/** Counts followed by a counted noun in the wrong form («71 мест», «2 оценок»), from the page's text. */
function wrongPlurals(text: string): string[] {
  const wrong: string[] = [];
  for (const forms of [PLACE_FORMS, RATING_VOTE_FORMS] satisfies RussianNounForms[]) {
    const nouns = [...forms].sort((a, b) => b.length - a.length).join("|");
    for (const match of text.matchAll(new RegExp(`(\\d+(?:\\u00a0\\d{3})*) (${nouns})(?![а-яё])`, "gu"))) {
      const count = Number((match[1] ?? "").replaceAll("\u00a0", ""));
      if (pluralNoun(count, forms) !== match[2]) wrong.push(match[0]);
    }
  }
  return wrong;
}

async function expectConsistent(page: Page) {
  expect(wrongPlurals(await page.getByRole("main").innerText())).toEqual([]);
  await expectAxeClean(page);
}

async function shoot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: false });
}

const applyLinks = (page: Page) => page.getByRole("main").getByRole("link", { name: /Подать заявку/ });

for (const [width, height] of [
  [1280, 900],
  [360, 740],
] as const) {
  test.describe(`consistent pages at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("a program with a grant base shows its paid price and «есть грант», never «Бесплатно»", async ({
      page,
      request,
    }, info) => {
      const { institution, program } = await findInCatalogue(request, withGrantAndPaid);
      const currency = await currencyOf(request, institution.country.id);
      const paid = priceText(programPrice(program).range, currency);
      expect(paid).not.toBe("Бесплатно");

      await page.goto(institutionHref(institution));
      const card = page.locator("li.program-card", {
        has: page.getByRole("heading", { name: program.title, exact: true }),
      });
      const price = card.locator(".program-card__price");
      await expect(price).toContainText(paid);
      await expect(price.locator(".price-grant")).toHaveText("есть грант");
      await expect(price).not.toContainText("Бесплатно");
      await card.scrollIntoViewIfNeeded();
      await shoot(page, info, `program-card-${width}`);
      await expectConsistent(page);

      await page.goto(degreeProgramHref(institution, program.slug));
      const fact = page.locator(".inst-facts > div", { hasText: "Стоимость обучения" }).locator("dd");
      await expect(fact).toContainText(paid);
      await expect(fact.locator(".price-grant")).toHaveText("есть грант");
      await expect(fact).not.toContainText("Бесплатно");
      await shoot(page, info, `program-page-${width}`);
      await expectConsistent(page);
    });

    test("a base whose places are all taken offers no «Подать заявку» and says why", async ({
      page,
      request,
    }, info) => {
      const { institution, program, base } = await findInCatalogue(request, (_, one) => tagOf(one) === "Full");
      expect(base.available_places).toBe(0);
      const total = base.total_places ?? 0;

      await page.goto(educationBaseHref(institution, base.slug));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(applyLinks(page)).toHaveCount(0);
      await expect(page.locator(".inst-admission .admission-badge")).toHaveText("Мест нет");
      await expect(page.locator(".inst-admission__reason")).toHaveText("Все места заняты — приём закрыт");
      await expect(page.locator(".inst-apply")).toHaveText("Все места заняты — приём закрыт");
      await expect(page.getByRole("main")).not.toContainText("Идёт приём заявок");
      await expect(page.locator(".inst-facts > div", { hasText: "Свободных мест" }).locator("dd")).toHaveText("0");
      await expect(page.getByText(`Все места заняты: всего ${countText(total, PLACE_FORMS)}.`)).toBeVisible();
      await shoot(page, info, `full-base-${width}`);
      await expectConsistent(page);

      await page.goto(degreeProgramHref(institution, program.slug));
      const card = page.locator("li.base-card", {
        has: page.locator(`a[href="${educationBaseHref(institution, base.slug)}"]`),
      });
      await expect(card.locator(".base-card__reason")).toHaveText("Все места заняты — приём закрыт");
      await expect(card.getByRole("link", { name: /Подать заявку/ })).toHaveCount(0);
      await expectConsistent(page);
    });

    test("an open base with free places offers «Подать заявку» and no reason line", async ({ page, request }, info) => {
      const { institution, base } = await findInCatalogue(
        request,
        (_, one) => tagOf(one) === "Open" && (one.available_places ?? 0) > 0,
      );

      await page.goto(educationBaseHref(institution, base.slug));
      await expect(page.locator(".inst-admission .admission-badge")).toHaveText("Идёт приём заявок");
      await expect(page.locator(".apply-unavailable")).toHaveCount(0);
      await expect(applyLinks(page).first()).toHaveAttribute("href", applyHref({ educationBaseId: base.id }));
      await expect(page.getByRole("link", { name: `Подать заявку: ${base.title}` })).toBeVisible();
      await shoot(page, info, `open-base-${width}`);
      await expectConsistent(page);
    });

    test("an application for a degree program is labelled as the program", async ({ page, request, signIn }, info) => {
      const { institution, program, base } = await findInCatalogue(request, (_, one) => tagOf(one) === "Open");
      const token = await signIn();
      const auth = { authorization: `Bearer ${token}` };
      for (const target of [{ degree_program_id: program.id }, { education_base_id: base.id }]) {
        const created = await request.post(`${V1}/bookings/create`, { headers: auth, data: target });
        expect(created.status()).toBe(201);
      }

      await page.goto("/u/settings/applications/");
      const cards = page.locator("article.card", { hasText: institution.title.ru });
      await expect(cards).toHaveCount(2);
      const programCard = cards.filter({ hasNotText: "Основа обучения" });
      await expect(programCard.locator("dt")).toContainText(["Программа"]);
      await expect(programCard.locator("dl > div").first()).toHaveText(`Программа${program.title}`);
      const baseCard = cards.filter({ hasText: "Основа обучения" });
      await expect(baseCard.locator("dl > div").nth(1)).toHaveText(`Основа обучения${base.title}`);
      await expect(page.getByRole("main")).not.toContainText(`Основа обучения${program.title}`);
      await shoot(page, info, `applications-${width}`);
      await expectConsistent(page);
    });
  });
}
