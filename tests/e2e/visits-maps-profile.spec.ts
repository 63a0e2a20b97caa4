import type { APIRequestContext, Page, Request, Route } from "@playwright/test";
import { expect, expectAxeClean, hydrated, logInNewUser, test } from "./fixtures";

/**
 * Issue 10, items 4, 7, 8 and 9 (ADR 033): the session's visit report, the maps widget on /contacts/, the public
 * profile, and institutions without votes. Expected values are read from the API, never written down from the seed.
 */

const V1 = "/api/ru/v1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const MAPS_URL = "https://widgets.example.test/maps.js";

type Grid<T> = { total: number; last_page: number; data: T[] };
type Card = {
  id: number;
  slug: string;
  type_slug: string;
  title: { ru: string };
  country: { slug: string };
  city: { slug: string } | null;
  ratings_count: number;
};
type Me = { id: number; slug: string; username: string };
type Contacts = { address: string; maps_route_link: string };

async function getJson<T>(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await request.get(path, { headers });
  expect(response.ok(), `${path} answers ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const cardHref = (card: Card) =>
  `/${card.type_slug}/${card.country.slug}/${card.city === null ? "" : `${card.city.slug}/`}${card.slug}/`;

/** Every POST /visit the page sends, with its JSON body. */
function visitReports(page: Page): { body: Record<string, unknown> }[] {
  const reports: { body: Record<string, unknown> }[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === `${V1}/visit`)
      reports.push({ body: (request.postDataJSON() ?? {}) as Record<string, unknown> });
  });
  return reports;
}

async function axeClean(page: Page) {
  await expectAxeClean(page);
}

/** No box wider than the window: nothing to scroll sideways. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe("the visit report (spec 7)", () => {
  test("goes once per browser session, with the first page's path, referrer and utm", async ({ page }) => {
    const reports = visitReports(page);
    await page.goto("/?utm_source=x");
    await hydrated(page);
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]?.body).toMatchObject({ path: "/?utm_source=x", referrer: "", utm: { utm_source: "x" } });
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /^Контакты$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contacts\/$/);
    await page.reload();
    await hydrated(page);
    await page.goto("/faq/");
    await hydrated(page);
    await page.waitForTimeout(1000);
    expect(reports).toHaveLength(1);
  });

  test("a new session reports again; a bot never does", async ({ browser }) => {
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const visits = visitReports(visitorPage);
    await visitorPage.goto("/faq/", { referer: "https://yandex.ru/search/?text=shuyuan" });
    await hydrated(visitorPage);
    await expect.poll(() => visits.length).toBe(1);
    expect(visits[0]?.body).toMatchObject({
      path: "/faq/",
      referrer: "https://yandex.ru/search/?text=shuyuan",
      utm: { utm_source: "yandex", utm_medium: "search" },
    });
    await visitor.close();

    const bot = await browser.newContext({ userAgent: GOOGLEBOT });
    const botPage = await bot.newPage();
    const botVisits = visitReports(botPage);
    await botPage.goto("/?utm_source=x");
    await hydrated(botPage);
    await botPage.goto("/faq/");
    await hydrated(botPage);
    await botPage.waitForTimeout(1000);
    expect(botVisits).toEqual([]);
    await bot.close();
  });
});

/** Serves a small maps widget that keeps the agreed contract (ADR 033): window.mapsWidget.showMap(element, place). */
async function fakeMapsWidget(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://widgets.example.test/**", async (route: Route) => {
    requested.push(route.request().url());
    const body =
      route.request().url() === MAPS_URL
        ? `window.mapsWidget = { showMap: function (element, place) {
             var map = document.createElement("p");
             map.className = "fake-map";
             map.textContent = "Карта офиса: " + place.address;
             element.appendChild(map);
             return function () { map.remove(); };
           } };`
        : "";
    await route.fulfill({ status: 200, contentType: "text/javascript", body });
  });
  return requested;
}

test.describe("the map on /contacts/", () => {
  test(
    "is drawn by the maps widget beside the address and the route link",
    { tag: "@widgets" },
    async ({ page, request }) => {
      const { layout_settings } = await getJson<{ layout_settings: { contacts: Contacts } }>(request, `${V1}/main`);
      const { address } = layout_settings.contacts;
      const requested = await fakeMapsWidget(page);
      await page.goto("/contacts/");
      await hydrated(page);
      const map = page.getByRole("region", { name: `Карта: ${address}` });
      await expect(map.locator(".fake-map")).toHaveText(`Карта офиса: ${address}`);
      await expect(map).toHaveAttribute("data-map-state", "ready");
      expect(requested).toContain(MAPS_URL);
      await expect(page.getByText(address, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("link", { name: /Построить маршрут/ })).toHaveAttribute(
        "href",
        layout_settings.contacts.maps_route_link,
      );
      await axeClean(page);
    },
  );

  test(
    "never loads for a bot, and without JavaScript the address and route stay",
    { tag: "@widgets" },
    async ({ browser, request }) => {
      const { layout_settings } = await getJson<{ layout_settings: { contacts: Contacts } }>(request, `${V1}/main`);
      for (const options of [{ userAgent: GOOGLEBOT }, { javaScriptEnabled: false }]) {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const requested = await fakeMapsWidget(page);
        await page.goto("/contacts/");
        if (options.javaScriptEnabled !== false) await hydrated(page);
        await page.waitForTimeout(500);
        expect(requested).toEqual([]);
        await expect(page.locator("[data-map-state]")).toHaveCount(0);
        await expect(page.getByText(layout_settings.contacts.address, { exact: true }).first()).toBeVisible();
        await expect(page.getByRole("link", { name: /Построить маршрут/ })).toBeVisible();
        await context.close();
      }
    },
  );

  test("without MAPS_SCRIPT_URL no maps script loads", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
    });
    await page.goto("/contacts/");
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(outside).toEqual([]);
    await expect(page.locator("script[data-widget]")).toHaveCount(0);
    await expect(page.locator("[data-map-state]")).toHaveCount(0);
  });
});

/** A new user with a name, a signature and one review on an institution, all through the API. */
async function reviewer(request: APIRequestContext) {
  const name = { first: "Вера", last: "Отзывова" };
  const { email, token } = await logInNewUser(request, name);
  const auth = { authorization: `Bearer ${token}` };
  const edited = await request.post("/api/auth/me/edit", {
    headers: auth,
    data: { first_name: name.first, last_name: name.last, signature: "Учусь в Шанхае второй год" },
  });
  expect(edited.status()).toBe(200);
  const me = await getJson<Me>(request, "/api/auth/me", auth);
  const grid = await getJson<Grid<Card>>(request, `${V1}/institutions/grid?page=1&per_page=1`);
  const institution = grid.data[0];
  if (institution === undefined) throw new Error("the catalogue has no institutions");
  const text = `Общежитие рядом с кампусом, преподаватели помогают (${me.id})`;
  const sent = await request.post(`${V1}/comments/send`, {
    headers: auth,
    data: { model: `${institution.id}:institution`, text, is_review: true, rating: 4 },
  });
  expect(sent.status()).toBe(201);
  return { me, email, token, institution, text, fullName: `${name.first} ${name.last}` };
}

test.describe("the public profile /u/{id}-{username}/", () => {
  test("shows an anonymous visitor the name, signature and reviews, never the e-mail", async ({ page, request }) => {
    const user = await reviewer(request);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(`/u/${user.me.slug}/`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(user.fullName);
      await expect(page.getByText("Учусь в Шанхае второй год")).toBeVisible();
      const reviews = page.getByRole("region", { name: "Отзывы" });
      await expect(reviews.getByText(user.text)).toBeVisible();
      await expect(reviews.getByRole("link", { name: user.institution.title.ru })).toHaveAttribute(
        "href",
        cardHref(user.institution),
      );
      await expect(reviews.getByText("Оценка 4 из 5")).toBeAttached();
      expect(await page.content()).not.toContain(user.email);
      await expect(page.getByRole("region", { name: "Настройки" })).toHaveCount(0);
      expect(await fitsWidth(page)).toBe(true);
      await axeClean(page);
    }
  });

  test("shows another signed-in user the same public page, and the owner their own area", async ({
    browser,
    request,
    baseURL,
    newUser,
  }) => {
    const user = await reviewer(request);
    const other = await newUser({ first: "Глеб", last: "Соседов" });
    const login = await request.post("/api/auth/login", { data: other });
    const record = JSON.stringify(await login.json());
    for (const [who, expectsSettings] of [
      [record, false],
      [JSON.stringify({ token: user.token, expires: new Date(Date.now() + 3_600_000).toISOString() }), true],
    ] as const) {
      const context = await browser.newContext();
      await context.addCookies([{ name: "shuyuan_auth", value: encodeURIComponent(who), url: baseURL ?? "" }]);
      await context.addInitScript((value) => window.localStorage.setItem("shuyuan.auth", value), who);
      const page = await context.newPage();
      expect((await page.goto(`/u/${user.me.slug}/`))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(user.fullName);
      await expect(page.getByRole("region", { name: "Настройки" })).toHaveCount(expectsSettings ? 1 : 0);
      if (!expectsSettings) expect(await page.content()).not.toContain(user.email);
      await context.close();
    }
  });

  test("moves an old username to the current slug and answers 404 for an unknown user", async ({ request }) => {
    const user = await reviewer(request);
    const renamed = await request.get(`/u/${user.me.id}-old-name/`, { maxRedirects: 0 });
    expect(renamed.status()).toBe(301);
    expect(renamed.headers().location).toBe(`/u/${user.me.slug}/`);
    expect((await request.get("/u/1999999999-nobody/", { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get("/u/not-a-slug/", { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe("institutions without votes", () => {
  test("say so on the institution page and on their card", async ({ page, request }) => {
    const first = await getJson<Grid<Card>>(request, `${V1}/institutions/grid?page=1&per_page=100`);
    const pages = await Promise.all(
      Array.from({ length: Math.max(first.last_page - 1, 0) }, (_, index) =>
        getJson<Grid<Card>>(request, `${V1}/institutions/grid?page=${index + 2}&per_page=100`),
      ),
    );
    const unrated = [first, ...pages].flatMap((grid) => grid.data).find((card) => card.ratings_count === 0);
    if (unrated === undefined) throw new Error("the seed has no institution without votes");
    await page.goto(cardHref(unrated));
    const rating = page.getByRole("region", { name: "Рейтинг" });
    await expect(rating.getByText("Оценок пока нет — станьте первым.")).toBeVisible();
    await expect(rating.getByText("0,0")).toHaveCount(0);
    await page.goto(
      `/${unrated.type_slug}/${unrated.country.slug}/${unrated.city === null ? "" : `${unrated.city.slug}/`}`,
    );
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: unrated.title.ru }) });
    await expect(card.getByText("Нет оценок")).toBeVisible();
  });
});
