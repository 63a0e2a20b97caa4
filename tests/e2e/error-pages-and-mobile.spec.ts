import type { Page } from "@playwright/test";
import { expect as baseExpect, expectAxeClean, hydrated, test } from "./fixtures";

/** The machine running the suite is shared: navigations get more time than the default five seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 120_000 });

const header = (page: Page) => page.getByRole("banner");
const footer = (page: Page) => page.getByRole("contentinfo");
const main = (page: Page) => page.getByRole("main");

/** The site's frame around the page: the header's sections (a row or the «Меню» disclosure) and the footer. */
async function expectSiteFrame(page: Page) {
  const menu = header(page).locator("details.mobile-nav");
  if (await menu.isVisible()) {
    await menu.locator("summary").click();
  }
  const sections = header(page).getByRole("navigation", { name: "Основное меню" }).filter({ visible: true });
  await expect(sections.getByRole("link", { name: "Университеты" })).toHaveAttribute("href", "/universities/");
  await expect(sections.getByRole("link", { name: "Блог" })).toHaveAttribute("href", "/blog/");
  if (await menu.isVisible()) await menu.locator("summary").click();
  await expect(footer(page).getByRole("navigation", { name: "Документы" })).toBeVisible();
  await expect(footer(page).getByRole("link", { name: "Политика конфиденциальности" })).toBeVisible();
}

async function expectErrorTexts(page: Page, message: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Страница не найдена");
  await expect(main(page).getByText(message, { exact: true })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "На главную" })).toHaveAttribute("href", "/");
}

test.describe("error pages inside the site", () => {
  test("the 403 page of a settings page has the site's frame, its status and «Войти»", async ({ page }) => {
    const response = await page.goto("/u/settings/");
    expect(response?.status()).toBe(403);
    await expectErrorTexts(page, "Доступ запрещен");
    await expectSiteFrame(page);
    // the layout's own data came with it: the footer's contacts
    await expect(footer(page).getByRole("heading", { name: "Контакты" })).toBeVisible();
    await expect(main(page).getByRole("button", { name: "Войти" })).toBeVisible();
    await expect(main(page).getByText("включите в браузере JavaScript")).toBeHidden();
    await hydrated(page);
    await expectAxeClean(page);
  });

  for (const path of ["/u/", "/u/settings/applications/", "/u/settings/profile/", "/u/settings/security/"]) {
    test(`${path} is the same 403 page inside the frame`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(403);
      await expectErrorTexts(page, "Доступ запрещен");
      await expect(header(page).getByRole("navigation", { name: "Основное меню" })).toBeVisible();
      await expect(footer(page)).toBeVisible();
    });
  }

  test("«Войти» on the 403 page opens the login dialog and brings the visitor back to the page", async ({
    page,
    newUser,
  }) => {
    const { email, password } = await newUser({ first: "Вера", last: "Возвратова" });
    expect((await page.goto("/u/settings/notifications/"))?.status()).toBe(403);
    await hydrated(page);
    await main(page).getByRole("button", { name: "Войти" }).click();
    const dialog = page.getByRole("dialog", { name: "Вход в личный кабинет" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Эта страница открывается после входа в личный кабинет.")).toBeVisible();
    await dialog.getByLabel("Электронная почта").fill(email);
    await dialog.getByLabel("Пароль").fill(password);
    const reloaded = page.waitForResponse(
      (answer) =>
        new URL(answer.url()).pathname === "/u/settings/notifications/" && answer.request().isNavigationRequest(),
    );
    await dialog.getByRole("button", { name: "Войти" }).click();
    expect((await reloaded).status()).toBe(200);
    await expect(page).toHaveURL(/\/u\/settings\/notifications\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Уведомления");
    await expect(page.getByRole("navigation", { name: "Разделы настроек" })).toBeVisible();
  });

  test("the 404 page has the site's frame, its status and the image", async ({ page }) => {
    const response = await page.goto("/universities/no-such-university-0/");
    expect(response?.status()).toBe(404);
    await expectErrorTexts(page, "Такой страницы не существует");
    const image = main(page).locator('img[src="/images/not-found.svg"]');
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectSiteFrame(page);
    await expect(main(page).getByRole("button", { name: "Войти" })).toHaveCount(0);
    await hydrated(page);
    await expectAxeClean(page);
  });

  test("a path no route matches shows the global 404 text inside the frame", async ({ page }) => {
    const response = await page.goto("/no-such-section/a/b/c/");
    expect(response?.status()).toBe(404);
    await expectErrorTexts(page, "Такой страницы не существует");
    await expect(main(page).getByText("This page could not be found")).toBeVisible();
    await expectSiteFrame(page);
  });

  test("any other status names its code inside the frame (a form posted to a page without one: 405)", async ({
    page,
  }) => {
    await page.goto("/o-kompanii/");
    const answer = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/o-kompanii/",
    );
    // a plain document post, as a browser without JavaScript would send it
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/o-kompanii/";
      document.body.append(form);
      form.submit();
    });
    expect((await answer).status()).toBe(405);
    await expectErrorTexts(page, "Ошибка: 405");
    await expectSiteFrame(page);
    await hydrated(page);
    await expectAxeClean(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the 403 and 404 pages render with the navigation and footer", async ({ page }) => {
      expect((await page.goto("/u/settings/security/"))?.status()).toBe(403);
      await expectErrorTexts(page, "Доступ запрещен");
      await expectSiteFrame(page);
      await expect(main(page).getByRole("button", { name: "Войти" })).toBeHidden();
      await expect(main(page).getByText("Чтобы войти, включите в браузере JavaScript.")).toBeVisible();

      expect((await page.goto("/blog/no-such-category/"))?.status()).toBe(404);
      await expectErrorTexts(page, "Такой страницы не существует");
      await expect(main(page).locator('img[src="/images/not-found.svg"]')).toBeVisible();
      await expectSiteFrame(page);
    });

    test("on a phone too (the sections behind «Меню»)", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 740 });
      expect((await page.goto("/u/settings/"))?.status()).toBe(403);
      await expectErrorTexts(page, "Доступ запрещен");
      await expectSiteFrame(page);
    });
  });
});

/** Pages of every type, found by following the site's own links (the seeded catalogue decides the slugs). */
async function pageTypes(page: Page) {
  const hrefs = async (pattern: RegExp) =>
    (await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))).filter(
      (href) => pattern.test(href),
    );
  await page.goto("/universities/china/");
  const institution = (await hrefs(/^\/universities\/china\/[^/]+\/[^/]+-\d+\/$/))[0];
  if (institution === undefined) throw new Error("no institution linked from /universities/china/");
  await page.goto(institution);
  const program = (await hrefs(new RegExp(`^${institution}[^/]+[^\\d/]/$`)))[0];
  if (program === undefined) throw new Error(`no degree program linked from ${institution}`);
  await page.goto(program);
  let base: string | undefined;
  for (const candidate of await hrefs(new RegExp(`^${institution}[^/]+-\\d+/$`))) {
    await page.goto(candidate);
    if ((await page.getByRole("region", { name: /^Специальности: / }).count()) > 0) {
      base = candidate;
      break;
    }
  }
  if (base === undefined) throw new Error(`no education base of ${program} lists specialties`);
  await page.goto("/blog/");
  const post = (await hrefs(/^\/blog\/[^/]+\/[^/]+\/$/))[0];
  if (post === undefined) throw new Error("no blog post linked from /blog/");
  return {
    home: "/",
    listing: "/universities/",
    institution,
    program,
    base,
    blog: "/blog/",
    post,
    prices: "/czeny-na-uslugi/",
    "403": "/u/settings/",
    "404": "/universities/no-such-university-0/",
  };
}

/** Where the caption's text ends on screen (a range over its text, not the caption's box, which is as wide as the table). */
const captionTextBox = (caption: HTMLElement) => {
  const range = document.createRange();
  range.selectNodeContents(caption);
  return { right: range.getBoundingClientRect().right };
};

/** The size of the «Листайте таблицу →» hint under a caption (0: not shown). */
const hintSize = (caption: HTMLElement) => parseFloat(getComputedStyle(caption, "::after").fontSize);

/** Nothing sticks out of the page sideways. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(width);
}

/** The page's heading starts within the first screen, under the notice and the header. */
async function expectHeadingOnFirstScreen(page: Page) {
  const top = await page.getByRole("heading", { level: 1 }).evaluate((h1) => h1.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(0);
  expect(top).toBeLessThan(400);
}

test.describe("phones: 320 and 360 px", () => {
  test.describe.configure({ timeout: 240_000 });

  test("every page type shows its heading on the first screen and nothing overflows sideways", async ({ page }) => {
    const paths = await pageTypes(page);
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 740 });
      for (const [type, path] of Object.entries(paths)) {
        await test.step(`${type} at ${width} px: ${path}`, async () => {
          await page.goto(path);
          await expectHeadingOnFirstScreen(page);
          await expectNoSidewaysScroll(page, width);
          if (width === 360) {
            await hydrated(page);
            await expectAxeClean(page);
          }
        });
      }
    }
  });

  test("a base's specialties table scrolls inside its named box, by keyboard too, with shadows at hidden edges", async ({
    page,
  }) => {
    const { base } = await pageTypes(page);
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(base);
    const box = page.getByRole("region", { name: /^Специальности: / });
    await expect(box).toHaveAttribute("tabindex", "0");
    const size = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(size.scroll).toBeGreaterThan(size.client);
    await expectNoSidewaysScroll(page, 320);
    // a price is never cut: it is on one line, in the table that scrolls
    const price = box.locator("td.inst-table__price").first();
    expect(await price.evaluate((td) => getComputedStyle(td).whiteSpace)).toBe("nowrap");
    // the edge shadows are layers of the box's background (CSS only, so without JavaScript too)
    const layers = await box.evaluate((el) => getComputedStyle(el).backgroundAttachment.split(", "));
    expect(layers.slice(0, 4)).toEqual(["local", "local", "scroll", "scroll"]);
    // the caption reads whole inside the box, and under it the hint shows while the table can scroll
    const caption = box.locator("caption");
    const [outer, text] = await Promise.all([box.boundingBox(), caption.evaluate(captionTextBox)]);
    expect(text.right).toBeLessThanOrEqual((outer?.x ?? 0) + (outer?.width ?? 0) + 1);
    await expect.poll(() => caption.evaluate(hintSize)).toBeGreaterThan(0);
    await box.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // where the table fits, no hint
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await expect.poll(() => caption.evaluate(hintSize)).toBe(0);
  });

  test("the notice takes one line on a phone and opens to read it all", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/o-kompanii/");
    // the seeded main data publishes a notice
    const notice = page.getByRole("region", { name: "Объявление" });
    await expect(notice).toBeVisible();
    await hydrated(page);
    const height = () => notice.evaluate((el) => el.getBoundingClientRect().height);
    expect(await height()).toBeLessThanOrEqual(64);
    const toggle = notice.getByRole("button", { name: "Объявление полностью" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await height()).toBeGreaterThan(64);
    const headerHeight = await header(page).evaluate((el) => el.getBoundingClientRect().height);
    expect(headerHeight).toBeLessThanOrEqual(72);
  });

  test.describe("settings tabs", () => {
    for (const width of [320, 360]) {
      test(`stay on one line and scroll at ${width} px, the current tab in view`, async ({ page, signIn }) => {
        await signIn({ first: "Тамара", last: "Вкладкина" });
        await page.setViewportSize({ width, height: 740 });
        expect((await page.goto("/u/settings/security/"))?.status()).toBe(200);
        await hydrated(page);
        const tabs = page.getByRole("navigation", { name: "Разделы настроек" });
        const tops = await tabs
          .getByRole("listitem")
          .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(1);
        const row = tabs.getByRole("list");
        const current = tabs.getByRole("link", { name: "Безопасность" });
        await expect(current).toHaveAttribute("aria-current", "page");
        await expect
          .poll(async () => {
            const [outer, inner] = await Promise.all([row.boundingBox(), current.boundingBox()]);
            return (
              outer !== null &&
              inner !== null &&
              inner.x >= outer.x &&
              inner.x + inner.width <= outer.x + outer.width + 1
            );
          })
          .toBe(true);
        await expectHeadingOnFirstScreen(page);
        await expectNoSidewaysScroll(page, width);
        // by keyboard: each tab comes into view as it takes the focus
        const first = tabs.getByRole("link", { name: "Заявки" });
        await first.focus();
        await expect
          .poll(async () => {
            const [outer, inner] = await Promise.all([row.boundingBox(), first.boundingBox()]);
            return outer !== null && inner !== null && inner.x >= outer.x - 1;
          })
          .toBe(true);
        await expectAxeClean(page);
      });
    }
  });
});
