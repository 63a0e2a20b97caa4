import type { Page } from "@playwright/test";
import { educationBaseHref } from "../../core/domain/institution-page/education-base-href";
import { handInMandatoryDocuments } from "../support/documents";
import { openEducationBase } from "../support/open-bases";
import { signInDemoStaff } from "../support/demo-staff-session";
import { expect as baseExpect, expectAxeClean, hydrated, test } from "./fixtures";

/**
 * Issue 14's queue: a student applies and sends; the demo staff member finds the application in «Без
 * ответственного», takes it and finds it in «Мои»; the console refuses a student and an anonymous visitor with 403.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
/** An online course of the seeded content (no papers, so its application is simple to make). */
const COURSE = "kitajskij-s-nulya-onlajn";

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const rowOf = (page: Page, id: number) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: `№ ${id}`, exact: true }) });

test("a sent application is found unassigned, taken, and is then among the staff member's own", async ({
  page,
  request,
  browser,
  baseURL,
  signIn,
}) => {
  test.setTimeout(180_000);
  const { institution, base } = await openEducationBase(request, 3);
  const token = await signIn({ first: "Вера", last: "Очередная" });

  // The student applies from the education base's page and sends the application.
  await page.goto(educationBaseHref(institution, base.slug));
  await page.getByRole("main").getByRole("link", { name: "Подать заявку" }).first().click();
  await page.getByRole("region", { name: "Новая заявка" }).getByLabel("Телефон").fill("+7 916 555-77-01");
  await page.getByRole("region", { name: "Новая заявка" }).getByRole("button", { name: "Подать заявку" }).click();
  await expect(page).toHaveURL(/\/u\/settings\/applications\/\d+\/\?created=1$/);
  const id = Number(/applications\/(\d+)\//.exec(page.url())?.[1]);
  await handInMandatoryDocuments(request, token, id);
  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: "Отправить на проверку" }).click();
  await expect(page.getByRole("main").locator(".status-badge").first()).toHaveText("Проверка");

  // The student is refused the console, as is a visitor who is not signed in.
  const refused = await page.goto("/staff/");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("main").getByText("Доступ запрещен")).toBeVisible();
  const anonymousContext = await browser.newContext();
  const anonymous = await anonymousContext.newPage();
  expect((await anonymous.goto(`${baseURL}/staff/`))?.status()).toBe(403);
  await expect(anonymous.getByRole("main").getByText("Доступ запрещен")).toBeVisible();
  await anonymousContext.close();

  // The staff member opens the console from the user menu and finds the application unassigned.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInDemoStaff(staffContext, request, baseURL ?? "");
  const staff = await staffContext.newPage();
  await staff.goto(`${baseURL}/`);
  await hydrated(staff);
  await staff.getByRole("banner").locator(".user-menu__toggle").click();
  await staff.getByRole("link", { name: "Консоль сотрудника" }).click();
  await expect(staff.getByRole("heading", { name: "Заявки", level: 1 })).toBeVisible();
  await staff
    .getByRole("navigation", { name: "Сохранённые виды" })
    .getByRole("link", { name: "Без ответственного" })
    .click();
  await expect(staff).toHaveURL(/\/staff\/\?assignee=none$/);
  const row = rowOf(staff, id);
  await expect(row).toContainText("Вера Очередная");
  await expect(row).toContainText("Проверка");
  await expect(row).toContainText("Мы");
  await expectAxeClean(staff);
  await shoot(staff, "staff-queue-unassigned-1280");

  // Takes it: it leaves «Без ответственного» and is among «Мои».
  await row.getByRole("button", { name: "Взять себе" }).click();
  await expect(rowOf(staff, id)).toHaveCount(0);
  await staff.getByRole("navigation", { name: "Сохранённые виды" }).getByRole("link", { name: "Мои" }).click();
  await expect(staff.getByRole("link", { name: "Мои" })).toHaveAttribute("aria-current", "page");
  await expect(rowOf(staff, id)).toContainText("Ли");
  await shoot(staff, "staff-queue-mine-1280");

  // Search by the application's number, by keyboard, at tablet width.
  await staff.setViewportSize({ width: 768, height: 1024 });
  await staff.getByRole("searchbox", { name: "Поиск" }).fill(`#${id}`);
  await staff.getByRole("searchbox", { name: "Поиск" }).press("Enter");
  await expect(staff).toHaveURL(new RegExp(`q=%23${id}`));
  await expect(rowOf(staff, id)).toBeVisible();
  await expect(staff.getByText("Найдено: 1")).toBeVisible();
  await expectAxeClean(staff);
  await shoot(staff, "staff-queue-search-768");

  // Search by the student's name as staff type it: Cyrillic, another case, a space between the words; then back to
  // the number search and forward again, each address showing its own result.
  const search = staff.getByRole("searchbox", { name: "Поиск" });
  await search.fill("вера очередная");
  await search.press("Enter");
  await expect(staff).toHaveURL(/q=%D0%B2%D0%B5%D1%80%D0%B0\+%D0%BE%D1%87%D0%B5%D1%80%D0%B5%D0%B4%D0%BD%D0%B0%D1%8F/);
  await expect(rowOf(staff, id)).toBeVisible();
  await expect(search).toHaveValue("вера очередная");
  await staff.goBack();
  await expect(staff).toHaveURL(new RegExp(`q=%23${id}`));
  await expect(search).toHaveValue(`#${id}`);
  await expect(rowOf(staff, id)).toBeVisible();
  await staff.goForward();
  await expect(search).toHaveValue("вера очередная");
  await expect(rowOf(staff, id)).toBeVisible();
  // Words in any order (a family name first), and nothing for a name that is not the student's.
  await search.fill("Очередная  Вера");
  await search.press("Enter");
  // Each search is a navigation: wait for its address before reading (or typing into) the page.
  await expect(staff).toHaveURL(new RegExp(`q=${encodeURIComponent("Очередная")}`));
  await expect(rowOf(staff, id)).toBeVisible();
  await search.fill("анна очередная");
  await search.press("Enter");
  await expect(staff).toHaveURL(new RegExp(`q=${encodeURIComponent("анна")}`));
  await expect(staff.getByText("Заявок с такими условиями нет.")).toBeVisible();

  // The student also applies to an online course (through the API); the «Курс» filter shows only that course's
  // applications, each naming the course, the choice is in the address and a saved view keeps it.
  const course = (await (await request.get(`/api/ru/v1/courses/${COURSE}`)).json()) as { id: number; title: string };
  const created = await request.post("/api/ru/v1/bookings/create", {
    headers: { Authorization: `Bearer ${token}` },
    data: { course_id: course.id },
  });
  expect(created.status()).toBe(201);
  const courseId = ((await created.json()) as { id: number }).id;
  await staff.goto(`${baseURL}/staff/`);
  await hydrated(staff);
  await staff.getByRole("combobox", { name: "Курс" }).selectOption({ label: course.title });
  await staff.getByRole("button", { name: "Показать" }).click();
  // The GET form writes every field, blank ones too.
  await expect(staff).toHaveURL(new RegExp(`/staff/\\?.*&course=${course.id}&`));
  await expect(rowOf(staff, courseId)).toContainText(`Курс: ${course.title}`);
  await expect(rowOf(staff, id)).toHaveCount(0);
  await expect(staff.getByRole("combobox", { name: "Курс" })).toHaveValue(String(course.id));
  await staff
    .getByRole("navigation", { name: "Сохранённые виды" })
    .getByRole("link", { name: "Без ответственного" })
    .click();
  await expect(staff).toHaveURL(new RegExp(`/staff/\\?course=${course.id}&assignee=none$`));
  await expect(staff.getByRole("link", { name: "Без ответственного" })).toHaveAttribute("aria-current", "page");
  await expect(rowOf(staff, courseId)).toBeVisible();
  await expectAxeClean(staff);
  await shoot(staff, "staff-queue-course-768");
  await staffContext.close();
});
