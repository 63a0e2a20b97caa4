import { expect, test } from "@playwright/test";

test("the home page renders in Russian on the server", async ({ page, request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="ru">');

  await page.goto("/");
  await expect(page).toHaveTitle("Шуюань — учёба в Китае");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Учёба в Китае");
});

test("the API answers beside the site", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});
