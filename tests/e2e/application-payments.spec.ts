import type { APIRequestContext, Page } from "@playwright/test";
import { openEducationBase } from "../support/open-bases";
import { expect as baseExpect, expectAxeClean, hydrated, test } from "./fixtures";
import { handInMandatoryDocuments } from "../support/documents";
import { staffToken } from "../support/staff";

/** The machine running the suite is shared: navigations get more time than the default five seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const V1 = "/api/ru/v1";
const FEE = {
  kind: "application_fee",
  description: "Сбор университета за рассмотрение заявки",
  recipient: "university",
  amount_minor: 80_000,
  currency: "CNY",
  refund_rule: "non_refundable",
  payment_status: "pending_payment",
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The user's application brought to «Ожидает оплаты» through the API: the user files and sends it, staff approve
 * the documents, set the application fee as a ledger line and record the signature (a payment status needs a due line).
 */
async function applicationAwaitingPayment(request: APIRequestContext, userToken: string): Promise<number> {
  const staff = await staffToken(request);
  const created = await request.post(`${V1}/bookings/create`, {
    headers: bearer(userToken),
    data: { education_base_id: (await openEducationBase(request)).base.id },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await handInMandatoryDocuments(request, userToken, id);
  const moves: [string, string, object][] = [
    [userToken, `${V1}/bookings/${id}/submit`, {}],
    [staff, `${V1}/staff/bookings/${id}/move`, { command: "approve_documents" }],
    [staff, `${V1}/staff/bookings/${id}/ledger`, FEE],
    [staff, `${V1}/staff/bookings/${id}/move`, { command: "sign" }],
  ];
  for (const [token, path, data] of moves) {
    const answer = await request.post(path, { headers: bearer(token), data });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300);
  }
  return id;
}

const paymentsPath = (id: number) => `/u/settings/applications/${id}/payments/`;
const line = (page: Page) => page.getByRole("article", { name: "Регистрационный сбор университета" });

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe("«Оплата» of an application", () => {
  // Each test files an application, moves it through four API calls and pays: more than the default 30 s here.
  test.describe.configure({ timeout: 120_000 });

  test("the user confirms the sum, pays in the sandbox bank and lands on /payment/success/ with the line paid", async ({
    page,
    request,
    signIn,
  }) => {
    const id = await applicationAwaitingPayment(request, await signIn());
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paymentsPath(id));
    await hydrated(page);
    await expect(line(page)).toContainText("800 CN¥");
    await expect(line(page)).toContainText("≈ 8 960 ₽");
    await expect(line(page)).toContainText("Университет");
    await expect(line(page)).toContainText("Не возвращается.");
    await expect(line(page)).toContainText("К оплате");
    await expectAxeClean(page);
    await shoot(page, "payments-due-1280");

    await line(page).getByRole("button", { name: "Оплатить" }).click();
    const dialog = page.getByRole("dialog", { name: "Подтвердите оплату" });
    await expect(dialog).toContainText("800 CN¥");
    await expect(dialog).toContainText(FEE.description);
    await expectAxeClean(page);
    await shoot(page, "payments-dialog-1280");
    await dialog.getByRole("button", { name: "Перейти к оплате" }).click();

    await expect(page).toHaveURL(/\/sandbox-pay\/[\w.-]+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Тестовый банк");
    await expect(page.getByRole("main")).toContainText(FEE.description);
    await expectAxeClean(page);
    await shoot(page, "sandbox-checkout-1280");
    await page.getByRole("button", { name: "Оплатить" }).click();

    await expect(page).toHaveURL(/\/payment\/success\/\?payment=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Оплата прошла");
    await expect(page.getByRole("main")).toContainText(FEE.description);
    await expectAxeClean(page);
    await shoot(page, "payment-success-1280");

    await page.getByRole("link", { name: "Вернуться к оплате заявки" }).click();
    await expect(page).toHaveURL(new RegExp(`${paymentsPath(id)}$`));
    await expect(line(page)).toContainText("Оплачено");
    await expect(page.getByRole("button", { name: "Оплатить" })).toHaveCount(0);
    const booking = await request.get(`${V1}/bookings/${id}/ledger`, { headers: bearer(await staffToken(request)) });
    expect(await booking.json()).toMatchObject({ status: "processing", lines: [{ state: "paid" }] });
    await page.setViewportSize({ width: 360, height: 780 });
    await expectAxeClean(page);
    await shoot(page, "payments-paid-360");
  });

  test("without JavaScript «Оплатить» goes to the bank; «Отказаться» lands on /payment/fail/ and changes nothing", async ({
    browser,
    request,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    const { signInNewUser } = await import("./fixtures");
    const token = await signInNewUser(context, request, baseURL ?? "");
    const id = await applicationAwaitingPayment(request, token);
    await page.goto(paymentsPath(id));
    await expect(line(page)).toContainText("К оплате");
    await shoot(page, "payments-due-360");

    await line(page).getByRole("button", { name: "Оплатить" }).click();
    await expect(page).toHaveURL(/\/sandbox-pay\/[\w.-]+\/$/);
    await shoot(page, "sandbox-checkout-360");
    await page.getByRole("button", { name: "Отказаться" }).click();

    await expect(page).toHaveURL(/\/payment\/fail\/\?payment=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Оплата не прошла");
    await shoot(page, "payment-fail-360");
    const ledger = await request.get(`${V1}/bookings/${id}/ledger`, { headers: bearer(token) });
    expect(await ledger.json()).toMatchObject({ status: "pending_payment", lines: [{ state: "due", payable: true }] });

    await page.getByRole("link", { name: "Вернуться к оплате заявки" }).click();
    await expect(line(page).getByRole("button", { name: "Оплатить" })).toBeVisible();
    await context.close();
  });

  test("the outcome pages are axe-clean at 360 px, and show a payment to nobody but its payer", async ({
    page,
    request,
    signIn,
    baseURL,
  }) => {
    const owner = await request.post("/api/auth/register", {
      data: {
        first_name: "Ольга",
        last_name: "Заявкина",
        email: `e2e-owner-${Date.now()}@example.com`,
        password: "пароль-владельца",
      },
    });
    expect(owner.status()).toBe(201);
    const record = (await owner.json()) as { token: string; expires: string };
    const ownerToken = record.token;
    const id = await applicationAwaitingPayment(request, ownerToken);
    const ledger = (await (
      await request.get(`${V1}/bookings/${id}/ledger`, { headers: bearer(ownerToken) })
    ).json()) as {
      lines: { id: number }[];
    };
    const started = await request.post(`${V1}/bookings/${id}/payments`, {
      headers: bearer(ownerToken),
      data: { ledger_line_id: ledger.lines[0]?.id },
    });
    const { payment_id } = (await started.json()) as { payment_id: number };
    const auth = encodeURIComponent(JSON.stringify({ token: record.token, expires: record.expires }));
    await page.context().addCookies([{ name: "shuyuan_auth", value: auth, url: baseURL ?? "" }]);
    const stored = JSON.stringify({ token: record.token, expires: record.expires });
    await page.context().addInitScript((value) => window.localStorage.setItem("shuyuan.auth", value), stored);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(paymentsPath(id));
    await hydrated(page);
    await expectAxeClean(page);
    await page.goto(`/payment/fail/?payment=${payment_id}`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ждём подтверждения банка");
    await expectAxeClean(page);
    await shoot(page, "payment-pending-360");
    await page.context().clearCookies();
    await signIn();
    await page.goto(`/payment/success/?payment=${payment_id}`);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Оплата прошла");
    await expect(page.getByRole("link", { name: "Вернуться к оплате заявки" })).toHaveCount(0);
    const response = await page.goto(paymentsPath(id));
    expect(response?.status()).toBe(404);
  });
});
