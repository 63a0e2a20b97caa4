import type { APIRequestContext, Page } from "@playwright/test";
import type { DegreeProgram } from "../../core/domain/catalogue/degree-program";
import type { EducationBase } from "../../core/domain/catalogue/education-base";
import type { Institution } from "../../core/domain/catalogue/institution";
import { institutionHref } from "../../core/domain/compare/compare-links";
import { educationBaseHref } from "../../core/domain/institution-page/education-base-href";
import { canApply } from "../../core/domain/admission/can-apply";
import { admissionAvailability } from "../../core/domain/admission/admission-availability";
import { expect as baseExpect, expectAxeClean, hydrated, signInNewUser, test } from "./fixtures";

const applicable = (base: EducationBase): boolean => canApply(admissionAvailability(base));

/** The machine running the suite is shared: navigations get more time than the default five seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

type Picked = { institution: Institution; program: DegreeProgram; base: EducationBase };

/** The nth institution of the catalogue with a degree program that has an education base, from the API. */
async function pick(request: APIRequestContext, nth: number): Promise<Picked> {
  const grid = (await (await request.get("/api/ru/v1/institutions/grid?page=1&per_page=40")).json()) as {
    data: { id: number }[];
  };
  let seen = 0;
  for (const { id } of grid.data) {
    const institution = (await (await request.get(`/api/ru/v1/institutions/${id}`)).json()) as Institution;
    // A base that takes applications (ADR 032: a full or closed base offers no «Подать заявку»).
    const program = institution.degree_programs.find((candidate) => candidate.education_bases.some(applicable));
    const base = program?.education_bases.find(applicable);
    if (program === undefined || base === undefined) continue;
    if (seen === nth) return { institution, program, base };
    seen += 1;
  }
  throw new Error(`The seeded catalogue has fewer than ${nth + 1} institutions with a program and a base`);
}

const panel = (page: Page) => page.getByRole("region", { name: "Новая заявка" });

test.describe("«Подать заявку» starts a booking", () => {
  test("from an education base page a signed-in user files it, finds it in the list, and cannot file it twice", async ({
    page,
    request,
    signIn,
  }) => {
    const { institution, program, base } = await pick(request, 0);
    await signIn();
    await page.goto(educationBaseHref(institution, base.slug));
    await page.getByRole("main").getByRole("link", { name: "Подать заявку" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/u/settings/applications/\\?education_base=${base.id}$`));
    await expect(panel(page)).toContainText(institution.title.ru);
    await expect(panel(page)).toContainText(program.title);
    await expect(panel(page)).toContainText(base.title);
    await expectAxeClean(page);

    // The form starts from the account's details; a phone that cannot be right comes back with the server's message.
    await expect(panel(page).getByLabel("Имя и фамилия студента")).toHaveValue("Ольга Заявкина");
    await panel(page).getByLabel("Телефон").fill("12");
    await panel(page).getByRole("button", { name: "Подать заявку" }).click();
    await expect(panel(page).getByText("Введите корректный номер телефона.")).toBeVisible();
    await expect(panel(page).getByLabel("Телефон")).toHaveAttribute("aria-invalid", "true");
    await panel(page).getByLabel("Телефон").fill("+7 916 123-45-67");
    await panel(page).getByRole("button", { name: "Подать заявку" }).click();
    await expect(page).toHaveURL(/\/u\/settings\/applications\/\d+\/\?created=1$/);
    const id = Number(/applications\/(\d+)\//.exec(page.url())?.[1]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Заявка № ${id}`);
    await expect(page.getByRole("status").filter({ hasText: "Заявка подана." })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(base.title);
    await expect(page.getByRole("main")).toContainText("+79161234567");
    await expect(page.getByRole("main")).toContainText("Оформление");
    await expectAxeClean(page);

    await page.goto("/u/settings/applications/");
    await expect(page.getByRole("link", { name: new RegExp(`№\\s${id}`) })).toHaveAttribute(
      "href",
      `/u/settings/applications/${id}/`,
    );

    await page.goto(`/u/settings/applications/?education_base=${base.id}`);
    await panel(page).getByRole("button", { name: "Подать заявку" }).click();
    await expect(panel(page).getByRole("alert")).toHaveText(
      "У вас уже есть открытая заявка на эту программу — она в списке ниже.",
    );
  });

  test("from the institution page the user first chooses one of its education bases", async ({
    page,
    request,
    signIn,
  }) => {
    const { institution, program, base } = await pick(request, 1);
    await signIn();
    await page.goto(institutionHref(institution));
    await page.getByRole("main").getByRole("link", { name: "Подать заявку" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/u/settings/applications/\\?institution=${institution.id}$`));
    await expect(panel(page)).toContainText(institution.title.ru);
    await expectAxeClean(page);

    await panel(page)
      .getByRole("link", { name: `${program.title} — ${base.title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?education_base=${base.id}$`));
    await expect(panel(page).getByRole("button", { name: "Подать заявку" })).toBeVisible();
  });

  test("an anonymous visitor is asked to log in and then lands on the application with the base chosen", async ({
    page,
    request,
    newUser,
  }) => {
    const { base, institution } = await pick(request, 3);
    const { email, password } = await newUser();
    await page.goto(educationBaseHref(institution, base.slug));
    await hydrated(page);
    await page.getByRole("main").getByRole("link", { name: "Подать заявку" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Вход в личный кабинет" });
    await expect(dialog).toContainText("Заявку подают из личного кабинета.");
    await expect(page).toHaveURL(new RegExp(`${educationBaseHref(institution, base.slug)}$`));
    await expectAxeClean(page);

    await dialog.getByLabel("Электронная почта").fill(email);
    await dialog.getByLabel("Пароль").fill(password);
    await dialog.getByRole("button", { name: "Войти" }).click();
    await expect(page).toHaveURL(new RegExp(`/u/settings/applications/\\?education_base=${base.id}$`));
    await expect(panel(page)).toContainText(base.title);
    await expect(panel(page).getByRole("button", { name: "Подать заявку" })).toBeVisible();
  });

  test("without JavaScript the booking is filed by a plain form post", async ({ browser, request, baseURL }) => {
    const { base } = await pick(request, 2);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await signInNewUser(context, request, baseURL ?? "");
    const page = await context.newPage();
    await page.goto(`/u/settings/applications/?education_base=${base.id}`);
    await panel(page).getByRole("button", { name: "Подать заявку" }).click();
    await expect(page).toHaveURL(/\/applications\/\d+\/\?created=1$/);
    await expect(page.getByRole("main")).toContainText(base.title);
    await expect(page.getByRole("button", { name: "Отправить на проверку" })).toBeVisible();
    await context.close();
  });

  test("a base that does not exist says so and leads back to the catalogue", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/u/settings/applications/?education_base=2147483000");
    await expect(panel(page)).toContainText("Такой основы обучения нет: возможно, её сняли с публикации.");
    await expect(panel(page).getByRole("link", { name: "Выбрать в каталоге" })).toHaveAttribute("href", "/catalog/");
    await expect(panel(page).getByRole("button")).toHaveCount(0);
  });
});
