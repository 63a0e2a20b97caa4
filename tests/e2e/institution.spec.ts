import type { APIRequestContext, Page } from "@playwright/test";
import type { DegreeProgram } from "../../core/domain/catalogue/degree-program";
import type { EducationBase } from "../../core/domain/catalogue/education-base";
import type { Institution } from "../../core/domain/catalogue/institution";
import { institutionHref } from "../../core/domain/compare/compare-links";
import { builtChunkPath } from "../support/built-chunks";
import { dataCheckedText } from "../../core/domain/institution-page/data-checked";
import { LISTING_TYPE_CRUMBS } from "../../core/domain/listing/listing-names";
import { countText } from "../../core/domain/text/count-text";
import { RATING_VOTE_FORMS } from "../../core/domain/text/counted-nouns";
import { parseCurrencyCode } from "../../core/domain/price/currency-code";
import { programPrice } from "../../core/domain/price/program-price";
import { priceText } from "../../core/domain/price/price-text";
import { canApply } from "../../core/domain/admission/can-apply";
import { admissionAvailability } from "../../core/domain/admission/admission-availability";
import { expect as baseExpect, expectAxeClean, hydrated, test } from "./fixtures";

const applicable = (base: EducationBase): boolean => canApply(admissionAvailability(base));

const V1 = "/api/ru/v1";

/** The machine running the suite is shared: navigations get more time than the default five seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

type Picked = { institution: Institution; program: DegreeProgram; base: EducationBase };

/** The nth institution of the catalogue's grid with a degree program that has an education base, from the API. */
async function pickInstitution(request: APIRequestContext, from = 0): Promise<Picked> {
  const grid = (await (await request.get(`${V1}/institutions/grid?page=1&per_page=40`)).json()) as {
    data: { id: number }[];
  };
  for (const { id } of grid.data.slice(from)) {
    const institution = (await (await request.get(`${V1}/institutions/${id}`)).json()) as Institution;
    // A base that takes applications (ADR 032: a full or closed base offers no «Подать заявку»).
    const program = institution.degree_programs.find((candidate) => candidate.education_bases.some(applicable));
    const base = program?.education_bases.find(applicable);
    if (program !== undefined && base !== undefined) return { institution, program, base };
  }
  throw new Error("The seeded catalogue has no institution with a program and a base");
}

/** The currency of the institution's country, as main data lists it (prices show in it). */
async function currencyOf(request: APIRequestContext, countryId: number) {
  const main = (await (await request.get(`${V1}/main`)).json()) as {
    filters: { countries: { id: number; currency: { code: string } }[] };
  };
  const code = main.filters.countries.find((country) => country.id === countryId)?.currency.code;
  return code === undefined ? undefined : (parseCurrencyCode(code) ?? undefined);
}

const jsonLdTypes = async (page: Page): Promise<string[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => (JSON.parse(text) as { "@type": string })["@type"],
  );

const trail = (page: Page) => page.getByRole("navigation", { name: "Навигационная цепочка" }).locator("ol li");

test.describe("institution, degree program and education base pages", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a visitor opens an institution, one of its programs and one of its bases", async ({ page, request }) => {
    const { institution, program, base } = await pickInstitution(request);
    const currency = await currencyOf(request, institution.country.id);

    const response = await page.goto(institutionHref(institution));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(institution.seo?.h1 || institution.title.ru);
    await expect(trail(page)).toHaveText([
      "Главная",
      LISTING_TYPE_CRUMBS[institution.type_slug],
      institution.country.name,
      ...(institution.city === null ? [] : [institution.city.name]),
      institution.title.ru,
    ]);
    expect(await jsonLdTypes(page)).toEqual(["BreadcrumbList", "EducationalOrganization"]);
    await expect(page.getByText(priceText({ min: institution.price, max: null }, currency)).first()).toBeVisible();
    const site = page.getByRole("link", { name: /откроется в новой вкладке/ });
    await expect(site).toHaveAttribute("target", "_blank");
    await expect(site).toHaveAttribute("rel", "noopener nofollow");
    await expectAxeClean(page);

    const programCard = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: program.title, exact: true }) });
    await expect(programCard.getByText(priceText(programPrice(program).range, currency))).toBeVisible();
    await programCard.getByRole("link", { name: program.title, exact: true }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(program.title);
    await expect(trail(page).last()).toHaveText(program.title);
    expect(await jsonLdTypes(page)).toEqual(["BreadcrumbList", "EducationalOccupationalProgram"]);
    const baseCard = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: base.title, exact: true }) });
    await expect(baseCard.getByText(priceText({ min: base.min_price, max: base.max_price }, currency))).toBeVisible();
    await expect(baseCard.getByText(dataCheckedText(base.updated_at) ?? "")).toBeVisible();
    await expect(baseCard.getByRole("link", { name: `Подать заявку: ${base.title}` })).toHaveAttribute(
      "href",
      `/u/settings/applications/?education_base=${base.id}`,
    );
    await expectAxeClean(page);

    await baseCard.getByRole("link", { name: base.title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(base.seo?.h1 || base.title);
    await expect(trail(page)).toHaveText([
      "Главная",
      LISTING_TYPE_CRUMBS[institution.type_slug],
      institution.country.name,
      ...(institution.city === null ? [] : [institution.city.name]),
      institution.title.ru,
      program.title,
      base.title,
    ]);
    const types = await jsonLdTypes(page);
    expect(types).toEqual(["BreadcrumbList", "EducationalOccupationalProgram"]);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').nth(1).textContent()) ?? "{}");
    expect(ld.provider.name).toBe(institution.title.ru);
    await expect(page.getByText(dataCheckedText(base.updated_at) ?? "")).toBeVisible();
    await expect(
      page.locator(".inst-facts").getByText(priceText({ min: base.min_price, max: base.max_price }, currency)),
    ).toBeVisible();
    if (base.waves.waves.length > 0)
      await expect(page.getByRole("table", { name: "Волны приёма" }).getByRole("row")).toHaveCount(
        base.waves.waves.length + 1,
      );
    await expect(page.getByRole("link", { name: "Подать заявку", exact: true })).toHaveAttribute(
      "href",
      `/u/settings/applications/?education_base=${base.id}`,
    );
    await expectAxeClean(page);
  });

  test("the pages read without JavaScript, and a path in the wrong place moves to the canonical one", async ({
    browser,
    request,
  }) => {
    const { institution, program } = await pickInstitution(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const own = institutionHref(institution);
    const elsewhere = `/${institution.type_slug}/${institution.country.slug}/no-such-city/${institution.slug}/`;
    const moved = await request.get(`${elsewhere}?utm_source=test`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe(`${own}?utm_source=test`);
    expect((await request.get(`${own}no-such-base-999999999/`)).status()).toBe(404);
    await page.goto(`${own}${program.slug}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(program.title);
    await expect(page.getByRole("heading", { name: "Быстрая заявка", level: 2 })).toBeVisible();
    await context.close();
  });

  test("an anonymous visitor is asked to log in to rate", async ({ page, request }) => {
    const { institution } = await pickInstitution(request, 1);
    await page.goto(institutionHref(institution));
    // «Войти» opens the dialog with JavaScript only: a click before the page has hydrated does nothing.
    await hydrated(page);
    const rating = page.getByRole("region", { name: "Рейтинг" });
    await expect(rating.getByText("Войдите, чтобы оценить")).toBeVisible();
    await expect(rating.getByRole("radio")).toHaveCount(0);
    await rating.getByRole("button", { name: "Войти" }).click();
    await expect(page.getByRole("dialog", { name: "Вход в личный кабинет" })).toBeVisible();
  });

  test("the rating explains itself in a tooltip above its button: on focus, until Escape or five seconds", async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const { institution } = await pickInstitution(request, 1);
    await page.goto(institutionHref(institution));
    await hydrated(page);
    const rating = page.getByRole("region", { name: "Рейтинг" });
    const button = rating.getByRole("button", { name: "Как считается рейтинг" });
    const hint = rating.getByRole("tooltip");
    await expect(button).toHaveAccessibleDescription(/^Средняя оценка посетителей по шкале от 1 до 5\./);
    await expect(hint).toBeHidden();

    await button.focus();
    await expect(hint).toBeVisible();
    const [buttonBox, hintBox] = await Promise.all([button.boundingBox(), hint.boundingBox()]);
    expect((hintBox?.y ?? 0) + (hintBox?.height ?? 0)).toBeLessThanOrEqual(buttonBox?.y ?? 0);
    await expectAxeClean(page);
    await page.keyboard.press("Escape");
    await expect(hint).toBeHidden();

    await button.blur();
    await button.focus();
    await expect(hint).toBeVisible();
    await page.clock.fastForward(4_000);
    await expect(hint).toBeVisible();
    await page.clock.fastForward(1_100);
    await expect(hint).toBeHidden();

    // On a 320 px screen the hint moves sideways to stay on it.
    await page.setViewportSize({ width: 320, height: 640 });
    await button.blur();
    await button.focus();
    await expect(hint).toBeVisible();
    const narrow = await hint.boundingBox();
    expect(narrow?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((narrow?.x ?? 0) + (narrow?.width ?? 0)).toBeLessThanOrEqual(320);
  });

  test("a focus and a click that come before the rating's code are answered once it has hydrated", async ({
    page,
    request,
  }) => {
    // The rating is a deferred island (ADR 040): its code comes late here, so the visitor acts on the server's markup.
    const ratingChunk = builtChunkPath("rating-block");
    await page.route(
      (url) => url.pathname === ratingChunk,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      },
    );
    const { institution } = await pickInstitution(request, 1);
    await page.goto(institutionHref(institution));
    await hydrated(page);
    const rating = page.getByRole("region", { name: "Рейтинг" });
    await rating.getByRole("button", { name: "Как считается рейтинг" }).focus();
    await expect(rating.getByRole("tooltip")).toBeVisible();

    await page.reload();
    await hydrated(page);
    await rating.getByRole("button", { name: "Войти" }).click();
    await expect(page.getByRole("dialog", { name: "Вход в личный кабинет" })).toBeVisible();
  });

  test("a logged-in user rates an institution and sees their vote and the new count", async ({
    page,
    request,
    signIn,
  }) => {
    const { institution } = await pickInstitution(request, 2);
    const token = await signIn({ first: "Ольга", last: "Оценкина" });
    await page.goto(institutionHref(institution));
    const rating = page.getByRole("region", { name: "Рейтинг" });
    const votes = rating.getByRole("group", { name: "Оцените учебное заведение" });
    await expect(votes.getByRole("radio")).toHaveCount(5);
    const before = (await (await request.get(`${V1}/institutions/${institution.id}`)).json()) as Institution;

    await votes.getByRole("radio", { name: "4 из 5" }).check();
    await rating.getByRole("button", { name: "Оценить" }).click();
    await expect(rating.getByRole("status")).toHaveText("Спасибо! Ваша оценка 4 сохранена.");
    await expect(rating.getByText("Ваша оценка: 4")).toBeVisible();
    // The count shown is the one the API now holds, and it has changed with this vote.
    const after = (await (
      await request.get(`${V1}/institutions/${institution.id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Institution;
    expect(after.user_rating).toBe(4);
    expect(after.ratings_count).not.toBe(before.ratings_count);
    await expect(rating.locator(".inst-rating__count")).toHaveText(countText(after.ratings_count, RATING_VOTE_FORMS));

    // The server renders the vote too: the auth cookie carries the session into the page's API calls.
    await page.reload();
    await expect(page.getByRole("region", { name: "Рейтинг" }).getByText("Ваша оценка: 4")).toBeVisible();
    await expect(votes.getByRole("radio", { name: "4 из 5" })).toBeChecked();
    await expectAxeClean(page);
  });
});
