import type { APIRequestContext, Page } from "@playwright/test";
import { handInMandatoryDocuments } from "../support/documents";
import { staffMove, staffToken } from "../support/staff";
import { openEducationBase } from "../support/open-bases";
import { expect as baseExpect, expectAxeClean, test } from "./fixtures";

/** The machine running the suite is shared: navigations get more time than the default five seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

const V1 = "/api/ru/v1";
const WIDTHS = [1280, 360] as const;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function setMilestone(request: APIRequestContext, staff: string, id: number, step: string, date: string) {
  const set = await request.put(`${V1}/staff/bookings/${id}/milestones/${step}`, {
    headers: bearer(staff),
    data: { date },
  });
  expect(set.status()).toBe(200);
}

/** A calendar day `days` from today in Moscow, as "YYYY-MM-DD" and as the page writes it. */
function moscowDay(days: number): { iso: string; text: string } {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Moscow" }).format(new Date());
  const day = new Date(`${today}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + days);
  const iso = day.toISOString().slice(0, 10);
  return { iso, text: iso.split("-").reverse().join(".") };
}

const applicationPage = (id: number) => `/u/settings/applications/${id}/`;

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page);
    const dir = process.env.E2E_SCREENSHOTS_DIR ?? "test-results/screenshots";
    await page.screenshot({ path: `${dir}/application-timeline-${name}-${width}.png`, fullPage: true });
  }
}

test.describe("the application's progress: whose move, the timeline, the steps after the offer", () => {
  test("the applicant reads whose move it is, staff's moves with their remark in Moscow time, and no steps before processing", async ({
    page,
    request,
    signIn,
  }) => {
    const base = (await openEducationBase(request)).base;
    const token = await signIn();
    const created = await request.post(`${V1}/bookings/create`, {
      headers: bearer(token),
      data: { education_base_id: base.id },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const staff = await staffToken(request);

    await page.goto(applicationPage(id));
    const main = page.getByRole("main");
    await expect(main.getByText("Ждём вас", { exact: true })).toBeVisible();
    await expect(main.getByText("обычно 3–14 дней")).toBeVisible();
    await expect(main.getByRole("list").filter({ hasText: "Заявка создана: «Оформление»" })).toContainText("мск");

    expect(await staffMove(request, staff, id, "hold", "Ждём открытия осеннего набора")).toBe(200);
    // Staff may plan the steps at any time; the applicant sees them once the application is processing.
    await setMilestone(request, staff, id, "registration", moscowDay(41).iso);
    await page.reload();
    await expect(main.getByText("Ждём нас", { exact: true })).toBeVisible();
    await expect(main.getByText("обычно 7–30 дней")).toBeVisible();
    const staffEntry = main.getByRole("listitem").filter({ hasText: "Статус: «Ожидание»" });
    await expect(staffEntry).toContainText("Шуюань");
    await expect(staffEntry).toContainText("Ждём открытия осеннего набора");
    await expect(main.getByRole("heading", { name: "После зачисления" })).toHaveCount(0);
    await shoot(page, "hold");

    const milestones = await request.get(`${V1}/bookings/${id}/milestones`, { headers: bearer(token) });
    expect(((await milestones.json()) as { shown: boolean }).shown).toBe(false);
  });

  test("once the application is processing, the applicant sees the steps staff planned with their countdowns and warnings", async ({
    page,
    request,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const base = (await openEducationBase(request)).base;
    const token = await signIn();
    const staff = await staffToken(request);
    const created = await request.post(`${V1}/bookings/create`, {
      headers: bearer(token),
      data: { education_base_id: base.id },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await handInMandatoryDocuments(request, token, id);
    const fee = {
      kind: "application_fee",
      description: "Сбор университета за рассмотрение заявки",
      recipient: "university",
      amount_minor: 80_000,
      currency: "CNY",
      refund_rule: "non_refundable",
      payment_status: "pending_payment",
    };
    const moves: [string, string, object][] = [
      [token, `${V1}/bookings/${id}/submit`, {}],
      [staff, `${V1}/staff/bookings/${id}/move`, { command: "approve_documents" }],
      [staff, `${V1}/staff/bookings/${id}/ledger`, fee],
      [staff, `${V1}/staff/bookings/${id}/move`, { command: "sign" }],
      [staff, `${V1}/staff/bookings/${id}/move`, { command: "confirm_payment" }],
    ];
    for (const [who, path, data] of moves) {
      const answer = await request.post(path, { headers: bearer(who), data });
      expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300);
    }

    const registration = moscowDay(41);
    const jw202 = moscowDay(-10);
    await setMilestone(request, staff, id, "admission_notice", moscowDay(-30).iso);
    await setMilestone(request, staff, id, "jw202", jw202.iso);
    await setMilestone(request, staff, id, "registration", registration.iso);
    await setMilestone(request, staff, id, "arrival", moscowDay(20).iso);

    await page.goto(applicationPage(id));
    const main = page.getByRole("main");
    await expect(main.getByText("Ждём университет", { exact: true })).toBeVisible();
    const steps = main.getByRole("region", { name: "После зачисления" });
    await expect(steps).toContainText("До регистрации 41 день");
    await expect(steps).toContainText("JW202 действует до");
    await expect(steps).toContainText(`Регистрация в университете${registration.text}`);
    await expect(steps).toContainText("Приезд запланирован раньше, чем за две недели до регистрации");
    await shoot(page, "processing");

    // Staff move the arrival within the two weeks: the warning goes.
    await setMilestone(request, staff, id, "arrival", moscowDay(30).iso);
    await page.reload();
    await expect(steps).toContainText("До регистрации 41 день");
    await expect(steps).not.toContainText("Приезд запланирован раньше");
    await expect(steps).toContainText("На вид на жительство осталось 60 дней");
  });
});
