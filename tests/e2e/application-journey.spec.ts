import type { Page } from "@playwright/test";
import sharp from "sharp";
import { educationBaseHref } from "../../core/domain/institution-page/education-base-href";
import { documentsOf, handInMandatoryDocuments, onePagePdf } from "../support/documents";
import { mailTo } from "../support/mailbox";
import { staffMove, staffToken } from "../support/staff";
import { openEducationBase } from "../support/open-bases";
import { expect as baseExpect, hydrated, test } from "./fixtures";

/**
 * Issue 13's whole journey as a family lives it, staff acting through the staff API: apply to an education base,
 * upload two documents, be refused sending before the mandatory ones are in, send; staff ask for changes with a
 * remark, read it in the thread and the notifications, fix and send again; staff take it to signing and to payment
 * with a ledger line; a failed payment changes nothing, a paid one lands on /payment/success/; one e-mail per change.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const V1 = "/api/ru/v1";
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const REMARK = "Перевод диплома не заверен: загрузите, пожалуйста, нотариальную копию.";
const FEE = {
  kind: "application_fee",
  description: "Регистрационный сбор университета",
  recipient: "university",
  amount_minor: 80_000,
  currency: "CNY",
  refund_rule: "non_refundable",
  payment_status: "pending_payment",
};

const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Разделы заявки" }).getByRole("link", { name });

async function uploadOnPage(page: Page, title: string, name: string, bytes: Buffer, mimeType: string) {
  const card = page.getByRole("article", { name: title });
  await card.getByLabel("Файл документа").setInputFiles({ name, mimeType, buffer: bytes });
  await card.getByRole("button", { name: /^Загрузить/ }).click();
  await expect(card.getByText("Версия 1")).toBeVisible();
}

async function status(page: Page): Promise<string> {
  return (await page.getByRole("main").locator(".status-badge").first().textContent()) ?? "";
}

test("a family goes from the choice of a program to a paid application; staff act through the API", async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(240_000);
  const { institution, base } = await openEducationBase(request, 6);
  const token = await signIn({ first: "Дарья", last: "Путешественникова" });
  const me = (await (await request.get("/api/auth/me", { headers: bearer(token) })).json()) as { email: string };
  const staff = await staffToken(request);

  // Apply from the education base's page.
  await page.goto(educationBaseHref(institution, base.slug));
  await page.getByRole("main").getByRole("link", { name: "Подать заявку" }).first().click();
  await page.getByRole("region", { name: "Новая заявка" }).getByLabel("Телефон").fill("+7 916 555-12-34");
  await page.getByRole("region", { name: "Новая заявка" }).getByRole("button", { name: "Подать заявку" }).click();
  await expect(page).toHaveURL(/\/u\/settings\/applications\/\d+\/\?created=1$/);
  const id = Number(/applications\/(\d+)\//.exec(page.url())?.[1]);
  await hydrated(page);
  expect(await status(page)).toBe("Оформление");

  // Two documents on «Документы»; sending is refused until every mandatory one is in.
  await tab(page, "Документы").click();
  await expect(page).toHaveURL(new RegExp(`/applications/${id}/documents/$`));
  await uploadOnPage(page, "Загранпаспорт", "passport.pdf", onePagePdf(), "application/pdf");
  const photo = await sharp({ create: { width: 60, height: 80, channels: 3, background: "#dde4ee" } })
    .png()
    .toBuffer();
  await uploadOnPage(page, "Фотография", "photo.png", photo, "image/png");
  const missing = (await documentsOf(request, token, id)).filter(
    (d) => d.mandatory && d.stage !== "uploaded" && d.stage !== "accepted",
  );
  expect(missing.length).toBeGreaterThan(0);
  await tab(page, "Ход заявки").click();
  await page.getByRole("button", { name: "Отправить на проверку" }).click();
  const refusal = page.locator(".application-moves").getByRole("alert");
  await expect(refusal).toContainText("загрузите обязательные документы");
  await expect(refusal).toContainText(missing[0]?.title ?? "");
  expect(await status(page)).toBe("Оформление");

  await handInMandatoryDocuments(request, token, id);
  await page.reload();
  await page.getByRole("button", { name: "Отправить на проверку" }).click();
  await expect(page.getByRole("main").locator(".status-badge").first()).toHaveText("Проверка");

  // Staff ask for changes with a remark: it is in the thread and in the notifications.
  expect(await staffMove(request, staff, id, "request_changes", REMARK)).toBe(200);
  await page.goto("/u/settings/notifications/");
  await expect(page.locator("article.notification").first()).toContainText("На доработке");
  await expect(page.getByRole("banner").locator(".user-menu__toggle")).toHaveAttribute("data-unread", /\d+/);
  await page.goto(`/u/settings/applications/${id}/messages/`);
  await expect(page.locator(".message").last()).toContainText(REMARK);

  // The family fixes the document and sends again.
  await tab(page, "Документы").click();
  const diploma = page.locator('article[data-kind="diploma"]');
  await diploma.getByLabel("Файл документа").setInputFiles({
    name: "diploma-notarised.pdf",
    mimeType: "application/pdf",
    buffer: onePagePdf(),
  });
  await diploma.getByRole("button", { name: /^Загрузить/ }).click();
  await expect(diploma.getByText("diploma-notarised.pdf")).toBeVisible();
  await tab(page, "Ход заявки").click();
  await page.getByRole("button", { name: "Отправить повторно" }).click();
  await expect(page.getByRole("main").locator(".status-badge").first()).toHaveText("Проверка");

  // Staff take it to signing, set the fee and record the signature: «Ожидает оплаты».
  expect(await staffMove(request, staff, id, "approve_documents")).toBe(200);
  expect(await staffMove(request, staff, id, "sign")).toBe(422);
  const fee = await request.post(`${V1}/staff/bookings/${id}/ledger`, { headers: bearer(staff), data: FEE });
  expect(fee.status()).toBeLessThan(300);
  expect(await staffMove(request, staff, id, "sign")).toBe(200);

  // A refused payment lands on /payment/fail/ and changes nothing.
  await page.goto(`/u/settings/applications/${id}/payments/`);
  await hydrated(page);
  const line = page.getByRole("article", { name: FEE.description });
  await line.getByRole("button", { name: "Оплатить" }).click();
  await page
    .getByRole("dialog", { name: "Подтвердите оплату" })
    .getByRole("button", { name: "Перейти к оплате" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Тестовый банк");
  await page.getByRole("button", { name: "Отказаться" }).click();
  await expect(page).toHaveURL(/\/payment\/fail\/\?payment=\d+$/);
  const afterFail = (await (await request.get(`${V1}/bookings/${id}/ledger`, { headers: bearer(token) })).json()) as {
    status: string;
    lines: { state: string }[];
  };
  expect(afterFail).toMatchObject({ status: "pending_payment", lines: [{ state: "due" }] });

  // Paid: /payment/success/, the line paid and the application in processing.
  await page.goto(`/u/settings/applications/${id}/payments/`);
  await hydrated(page);
  await line.getByRole("button", { name: "Оплатить" }).click();
  await page
    .getByRole("dialog", { name: "Подтвердите оплату" })
    .getByRole("button", { name: "Перейти к оплате" })
    .click();
  await page.getByRole("button", { name: "Оплатить" }).click();
  await expect(page).toHaveURL(/\/payment\/success\/\?payment=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Оплата прошла");
  await page.goto(`/u/settings/applications/${id}/`);
  await expect(page.getByRole("main").locator(".status-badge").first()).toHaveText("В обработке");

  // One e-mail per change: every notification of the family went out by mail too (their settings want them all).
  const grid = (await (
    await request.get(`${V1}/notifications/grid?page=1&per_page=50`, { headers: bearer(token) })
  ).json()) as { total: number };
  expect(grid.total).toBeGreaterThanOrEqual(8);
  await expect.poll(async () => (await mailTo(me.email)).length, { timeout: 60_000 }).toBe(grid.total);
});
