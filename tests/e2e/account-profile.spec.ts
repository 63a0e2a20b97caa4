import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect as baseExpect, expectAxeClean, hydrated, signInNewUser, test } from "./fixtures";

/** The machine running the suite is shared: navigations get more time than the default five seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

const MOBILE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const PROFILE = "/u/settings/profile/";
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

const profileForm = (page: Page) => page.getByRole("form", { name: "Личные данные" });
const avatarForm = (page: Page) => page.getByRole("form", { name: "Фотография" });
const avatarSection = (page: Page) => page.getByRole("region", { name: "Фотография" });
const headerPhoto = (page: Page) => page.locator(".user-menu__photo");

async function openProfile(page: Page): Promise<void> {
  await page.goto(PROFILE);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Профиль" })).toBeVisible();
}

/** A 900×600 JPEG photo, as a camera or phone would send it. */
const photo = async () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

const chooseFile = (page: Page, name: string, buffer: Buffer, mimeType = "image/jpeg") =>
  avatarForm(page).getByLabel("Файл фотографии").setInputFiles({ name, mimeType, buffer });

test.describe("profile settings", () => {
  test("edits the name, signature and status by keyboard; a blank name is refused at its field", async ({
    page,
    signIn,
  }) => {
    await signIn({ first: "Ольга", last: "Профилева" });
    await openProfile(page);
    const first = profileForm(page).getByLabel("Имя", { exact: true });
    await expect(first).toHaveValue("Ольга");

    await first.focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Delete");
    await page.keyboard.press("Tab");
    await expect(profileForm(page).getByLabel("Фамилия")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(profileForm(page).getByText("Введите имя.")).toBeVisible();
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(first).toBeFocused();

    await page.keyboard.type("Ольгa");
    await expect(profileForm(page).getByText("Введите имя.")).toHaveCount(0);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(profileForm(page).getByLabel("О себе")).toBeFocused();
    await page.keyboard.type("Учусь в Шанхае, готовлюсь к HSK 4.");
    await page.keyboard.press("Tab");
    await expect(profileForm(page).getByLabel("Статус")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(profileForm(page).getByRole("button", { name: "Сохранить" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(profileForm(page).getByRole("status")).toHaveText("Профиль сохранён.");

    await page.reload();
    await expect(profileForm(page).getByLabel("О себе")).toHaveValue("Учусь в Шанхае, готовлюсь к HSK 4.");
    await expect(page.locator(".user-menu__name")).toHaveText("Ольгa Профилева");
  });

  test("uploads a photo shown in the header and on the public profile as webp; text named .jpg and 20 MB are refused", async ({
    page,
    signIn,
  }) => {
    await signIn({ first: "Пётр", last: "Аватаров" });
    await openProfile(page);
    await expect(avatarSection(page).getByText("Фотография не загружена.")).toBeVisible();

    await chooseFile(page, "photo.jpg", Buffer.from("это текст, а не фотография"));
    await avatarForm(page).getByRole("button", { name: "Загрузить" }).click();
    await expect(avatarForm(page).getByText("Файл не является изображением.", { exact: false })).toBeVisible();
    await expect(avatarForm(page).getByLabel("Файл фотографии")).toHaveAttribute("aria-invalid", "true");

    await chooseFile(page, "huge.jpg", Buffer.alloc(20 * 1024 * 1024));
    await avatarForm(page).getByRole("button", { name: "Загрузить" }).click();
    await expect(
      avatarForm(page).getByText("Файл слишком большой: изображение должно быть не больше 5 МБ."),
    ).toBeVisible();
    await expect(headerPhoto(page)).toHaveCount(0);

    await chooseFile(page, "отпуск.jpg", await photo());
    await avatarForm(page).getByRole("button", { name: "Загрузить" }).click();
    await expect(avatarForm(page).getByRole("status")).toHaveText("Фотография профиля обновлена.");
    await expect(avatarSection(page).getByRole("img", { name: "Текущая фотография" })).toBeVisible();

    await page.reload();
    await hydrated(page);
    const inHeader = headerPhoto(page);
    await expect(inHeader).toBeVisible();
    const src = (await inHeader.getAttribute("src")) ?? "";
    expect(src).toMatch(/^\/uploads\/.+\.webp$/);
    await expect(inHeader).toHaveAttribute("srcset", `${src} 380w`);
    await expect(inHeader).toHaveAttribute("width", "34");
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/profile-avatar-1280.png` });
      await page.setViewportSize(MOBILE);
      await page.screenshot({ path: `${SHOTS}/profile-avatar-360.png` });
      await page.setViewportSize(DESKTOP);
    }
    const served = await page.request.get(src);
    expect(served.headers()["content-type"]).toBe("image/webp");
    const meta = await sharp(await served.body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 380, 380]);

    await page.locator(".user-menu__toggle").click();
    await page.getByRole("link", { name: "Профиль", exact: true }).first().click();
    const onProfile = page.locator(".profile-head img");
    await expect(onProfile).toHaveAttribute("src", src);
    await expect(onProfile).toHaveAttribute("height", "96");

    await openProfile(page);
    await avatarSection(page).getByRole("button", { name: "Удалить фото" }).focus();
    await page.keyboard.press("Enter");
    await expect(avatarForm(page).getByRole("status")).toHaveText("Фотография удалена.");
    await expect(avatarSection(page).getByText("Фотография не загружена.")).toBeVisible();
    await expect(avatarForm(page).getByLabel("Файл фотографии")).toBeFocused();
    await expect(headerPhoto(page)).toHaveCount(0);
    await expect(page.locator(".user-menu__avatar")).toHaveText("П");
    for (const size of [DESKTOP, MOBILE]) {
      await page.setViewportSize(size);
      await expectAxeClean(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-removed-${size.width}.png`, fullPage: true });
    }
    await page.setViewportSize(DESKTOP);
    expect((await page.request.get(src)).status()).toBe(404);
    await page.reload();
    await expect(avatarSection(page).getByRole("button", { name: "Удалить фото" })).toHaveCount(0);
    await expect(headerPhoto(page)).toHaveCount(0);
  });

  test("without JavaScript both forms post and the page comes back with the outcome", async ({
    browser,
    request,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      await signInNewUser(context, request, baseURL ?? "", { first: "Анна", last: "Безскриптова" });
      const page = await context.newPage();
      await page.goto(PROFILE);
      await profileForm(page).getByLabel("Фамилия").fill("");
      await profileForm(page).getByRole("button", { name: "Сохранить" }).click();
      await expect(profileForm(page).getByText("Введите фамилию.")).toBeVisible();
      await profileForm(page).getByLabel("Фамилия").fill("Скриптова");
      await profileForm(page).getByRole("button", { name: "Сохранить" }).click();
      await expect(profileForm(page).getByRole("status")).toHaveText("Профиль сохранён.");
      await expect(profileForm(page).getByLabel("Фамилия")).toHaveValue("Скриптова");

      const png = await sharp({ create: { width: 50, height: 80, channels: 3, background: "#884422" } })
        .png()
        .toBuffer();
      await chooseFile(page, "photo.png", png, "image/png");
      await avatarForm(page).getByRole("button", { name: "Загрузить" }).click();
      await expect(avatarForm(page).getByRole("status")).toHaveText("Фотография профиля обновлена.");
      await expect(page.locator(".user-menu__photo")).toHaveAttribute("src", /\.webp$/);
      await expect(avatarSection(page).getByRole("img", { name: "Текущая фотография" })).toBeVisible();
      await expect(avatarSection(page).getByText("Фотография не загружена.")).toHaveCount(0);
      const src = (await headerPhoto(page).getAttribute("src")) ?? "";

      await avatarSection(page).getByRole("button", { name: "Удалить фото" }).click();
      await expect(avatarForm(page).getByRole("status")).toHaveText("Фотография удалена.");
      await expect(avatarSection(page).getByText("Фотография не загружена.")).toBeVisible();
      await expect(avatarSection(page).getByRole("img", { name: "Текущая фотография" })).toHaveCount(0);
      await expect(headerPhoto(page)).toHaveCount(0);
      await expect(page.locator(".user-menu__avatar")).toHaveText("А");
      // axe needs the page's JavaScript: the same markup is checked after the removal in the test with it
      for (const size of SHOTS ? [DESKTOP, MOBILE] : []) {
        await page.setViewportSize(size);
        await page.screenshot({ path: `${SHOTS}/profile-removed-nojs-${size.width}.png`, fullPage: true });
      }
      expect((await page.request.get(src)).status()).toBe(404);
      // opened again (a GET, not the browser's re-post of the removal): no photo, nothing to remove
      await page.goto(PROFILE);
      await expect(avatarSection(page).getByText("Фотография не загружена.")).toBeVisible();
      await expect(avatarSection(page).getByRole("button", { name: "Удалить фото" })).toHaveCount(0);
      await expect(avatarSection(page).getByText("Фотография удалена.")).toHaveCount(0);
      await expect(headerPhoto(page)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test("axe finds nothing on the page at 1280 and 360 px, with messages shown", async ({ page, signIn }) => {
    await signIn({ first: "Ирина", last: "Доступная" });
    for (const size of [DESKTOP, MOBILE]) {
      await page.setViewportSize(size);
      await openProfile(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await expectAxeClean(page);
      await profileForm(page).getByLabel("Имя", { exact: true }).fill("");
      await profileForm(page).getByRole("button", { name: "Сохранить" }).click();
      await expect(profileForm(page).getByText("Введите имя.")).toBeVisible();
      await chooseFile(page, "anim.gif", Buffer.from("GIF89a\x01\x00\x01\x00"), "image/gif");
      await avatarForm(page).getByRole("button", { name: "Загрузить" }).click();
      await expect(avatarForm(page).getByText("Формат GIF не подходит.", { exact: false })).toBeVisible();
      await expectAxeClean(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-${size.width}.png`, fullPage: true });
    }
  });

  test("an anonymous visitor gets the 403 page with «Войти»", async ({ page }) => {
    const response = await page.goto(PROFILE);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("main").getByRole("button", { name: "Войти" })).toBeVisible();
    await expect(profileForm(page)).toHaveCount(0);
  });
});
