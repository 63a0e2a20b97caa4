import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAxeClean, hydrated, test } from "./fixtures";

/**
 * The content pages of spec 2 (courses, HSK, prices, blog, reviews, company) and the personal pages (profile and
 * settings). Every expected value is read from the API first; nothing about the seed is written down here.
 */

const V1 = "/api/ru/v1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type Seo = { title: string; h1: string | null } | null;
type PageData = { seo: Seo; description: string };
type Grid<T> = { total: number; last_page: number; data: T[] };
type Course = { id: number; slug: string; title: string };
type Post = { id: number; slug: string; title: string; views: number; category: { slug: string; title: string } };
type User = { id: number; slug: string; username: string; first_name: string; last_name: string; email: string };

async function getJson<T>(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await request.get(path, { headers });
  expect(response.ok(), `${path} answers ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const pageData = (request: APIRequestContext, path: string) =>
  getJson<PageData>(request, `${V1}/pages?url=${encodeURIComponent(path)}`);

/** Waits until the app has hydrated (the shell marks the document). */
const crumbs = (page: Page) => page.getByRole("navigation", { name: "Навигационная цепочка" });

/** Every application/ld+json block of the page, parsed (a block that does not parse fails the test). */
async function jsonLd(page: Page): Promise<{ "@type": string; [key: string]: unknown }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as { "@type": string });
}

async function expectAccessible(page: Page) {
  await expectAxeClean(page);
}

/** Opens a page and checks what every content page has: 200, Russian, title, h1, trail and its structured data. */
async function openContentPage(page: Page, path: string, expected: { title: string; h1: string; crumb?: string }) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page).toHaveTitle(expected.title);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.h1);
  await expect(page.locator("main#main")).toBeVisible();
  await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText(expected.crumb ?? expected.h1);
  const types = (await jsonLd(page)).map((block) => block["@type"]);
  expect(types).toContain("BreadcrumbList");
}

/** The page's own SEO title and h1, as the page data API gives them. */
async function seoOf(request: APIRequestContext, path: string) {
  const { seo } = await pageData(request, path);
  expect(seo, `page data of ${path}`).not.toBeNull();
  return { title: seo?.title ?? "", h1: seo?.h1 || seo?.title || "" };
}

test.describe("course pages", () => {
  const landings = [
    ["/onlajn-kursy-kitaiskogo-yazyka/", "online"],
    ["/kitajskij-za-3-mesyacza/", "intensive"],
    ["/yazykovye-kursy/", "language"],
    ["/individualnye-zanyatiya/", "individual"],
  ] as const;

  for (const [path, kind] of landings) {
    test(`${path} shows its page text and its courses (${kind})`, async ({ page, request }) => {
      const expected = await seoOf(request, path);
      const courses = await getJson<Grid<Course>>(request, `${V1}/courses/grid?kind=${kind}`);
      expect(courses.data.length).toBeGreaterThan(0);
      await openContentPage(page, path, expected);
      for (const course of courses.data) {
        await expect(page.getByRole("link", { name: course.title, exact: true })).toHaveAttribute(
          "href",
          `/courses/${course.slug}/`,
        );
      }
      await expectAccessible(page);
    });
  }

  test("the individual lessons page presents the teachers", async ({ page, request }) => {
    const teachers = await getJson<{ name: string }[]>(request, "/api/teacher");
    expect(teachers.length).toBeGreaterThan(0);
    await page.goto("/individualnye-zanyatiya/");
    const section = page.getByRole("region", { name: "Преподаватели" });
    for (const teacher of teachers) await expect(section.getByRole("heading", { name: teacher.name })).toBeVisible();
  });

  test("/courses/ lists every course and a course page has its Course data", async ({ page, request }) => {
    const all = await getJson<Grid<Course>>(request, `${V1}/courses/grid?page=1&per_page=100`);
    await openContentPage(page, "/courses/", await seoOf(request, "/courses/"));
    for (const course of all.data)
      await expect(page.getByRole("link", { name: course.title, exact: true })).toBeVisible();
    await expectAccessible(page);

    const course = all.data.at(-1) as Course;
    await page.getByRole("link", { name: course.title, exact: true }).click();
    await expect(page).toHaveURL(`/courses/${course.slug}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.reload();
    const data = (await jsonLd(page)).find((block) => block["@type"] === "Course");
    expect(data).toMatchObject({ name: course.title, provider: { "@type": "Organization" } });
    await expect(crumbs(page).getByRole("link", { name: "Курсы" })).toHaveAttribute("href", "/courses/");
    await expectAccessible(page);
  });

  test("an unknown course is a 404 page", async ({ page }) => {
    const response = await page.goto("/courses/net-takogo-kursa/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Страница не найдена");
    await expect(page.getByText("Такой страницы не существует")).toBeVisible();
  });
});

test.describe("HSK and quiz pages", () => {
  test("/hsk/ shows the HSK block of main data and the HSK courses", async ({ page, request }) => {
    const main = await getJson<{ hsk: { block_platform: { title: string } | null } }>(request, `${V1}/main`, {
      "Path-Visited": "/hsk/",
    });
    const courses = await getJson<Grid<Course>>(request, `${V1}/courses/grid?kind=hsk`);
    await openContentPage(page, "/hsk/", await seoOf(request, "/hsk/"));
    expect(main.hsk.block_platform).not.toBeNull();
    await expect(page.getByRole("heading", { name: main.hsk.block_platform?.title ?? "" })).toBeVisible();
    for (const course of courses.data) await expect(page.getByRole("link", { name: course.title })).toBeVisible();
    await expectAccessible(page);
  });

  test("/hsk/info-o-hsk/ sits under /hsk/ in the trail", async ({ page, request }) => {
    await openContentPage(page, "/hsk/info-o-hsk/", await seoOf(request, "/hsk/info-o-hsk/"));
    await expect(crumbs(page).getByRole("link", { name: "HSK" })).toHaveAttribute("href", "/hsk/");
    await expectAccessible(page);
  });

  test("/quiz/ shows its page, an unknown quiz is a 404", async ({ page, request }) => {
    await openContentPage(page, "/quiz/", await seoOf(request, "/quiz/"));
    await expectAccessible(page);
    expect((await page.goto("/quiz/net-takogo-testa/"))?.status()).toBe(404);
  });
});

test.describe("service prices", () => {
  type CountryServices = { country: { slug: string; name: string }; services: { title: string }[] };
  type Country = { slug: string; name: string; tariffs: { name: string }[] };

  for (const path of ["/czeny-na-uslugi/", "/basic-pricelist-service/"]) {
    test(`${path} shows every country's services`, async ({ page, request }) => {
      const grid = await getJson<Grid<CountryServices>>(request, `${V1}/countries/as-services-grid?per_page=100`);
      expect(grid.data.length).toBeGreaterThan(0);
      await openContentPage(page, path, await seoOf(request, path));
      for (const row of grid.data) {
        const table = page.getByRole("table", { name: `Услуги и цены: ${row.country.name}` });
        for (const service of row.services)
          await expect(table.getByRole("rowheader", { name: service.title })).toBeVisible();
      }
      await expectAccessible(page);
    });
  }

  test("a country's page shows its tariffs with the price text, an unknown country is a 404", async ({
    page,
    request,
  }) => {
    const grid = await getJson<Grid<CountryServices>>(request, `${V1}/countries/as-services-grid`);
    const slug = grid.data[0]?.country.slug ?? "";
    const country = await getJson<Country>(request, `${V1}/countries/${slug}/tariffs`);
    await page.goto("/czeny-na-uslugi/");
    await hydrated(page);
    // (the region's other links are the «Заказать» of each service, issue 16)
    await page
      .getByRole("region", { name: country.name })
      .getByRole("link", { name: /Подробнее о тарифах/ })
      .click();
    await expect(page).toHaveURL(`/czeny-na-uslugi/${slug}/`, { timeout: 15_000 });
    const seo = await seoOf(request, `/czeny-na-uslugi/${slug}/`);
    await openContentPage(page, `/czeny-na-uslugi/${slug}/`, { ...seo, crumb: country.name });
    const table = page.getByRole("table", { name: `Тарифы сопровождения: ${country.name}` });
    for (const tariff of country.tariffs) {
      const row = table.getByRole("row", { name: new RegExp(tariff.name) });
      await expect(row.getByRole("cell").last()).toHaveText(/^(от \d|до \d|Бесплатно|Узнать стоимость)/);
    }
    await expectAccessible(page);
    expect((await page.goto("/czeny-na-uslugi/net-takoj-strany/"))?.status()).toBe(404);
  });
});

test.describe("blog", () => {
  test("the list shows the newest posts, the category menu and the pager", async ({ page, request }) => {
    const grid = await getJson<Grid<Post>>(request, `${V1}/blog/posts/grid?page=1&per_page=12`);
    await openContentPage(page, "/blog/", await seoOf(request, "/blog/"));
    const main = page.getByRole("main");
    for (const post of grid.data) await expect(main.getByRole("link", { name: post.title, exact: true })).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Рубрики блога" });
    for (const post of grid.data) await expect(menu.getByRole("link", { name: post.category.title })).toBeVisible();
    expect(grid.last_page).toBeGreaterThan(1);
    await expect(page.getByRole("link", { name: "Показать ещё" })).toHaveAttribute("href", "/blog/?page=2");
    await expect(page.getByRole("navigation", { name: "Страницы блога" })).toBeVisible();
    await expectAccessible(page);
  });

  test("«Показать ещё» appends the next page in place", async ({ page, request }) => {
    const second = await getJson<Grid<Post>>(request, `${V1}/blog/posts/grid?page=2&per_page=12`);
    expect(second.last_page).toBeGreaterThan(1);
    await page.goto("/blog/");
    await hydrated(page);
    await page.getByRole("link", { name: "Показать ещё" }).click();
    for (const post of second.data)
      await expect(page.getByRole("main").getByRole("link", { name: post.title, exact: true })).toBeVisible();
    await expect(page).toHaveURL("/blog/");
  });

  test("a category page lists only its posts; an unknown category is a 404", async ({ page, request }) => {
    const newest = await getJson<Grid<Post>>(request, `${V1}/blog/posts/grid?page=1&per_page=1`);
    const category = newest.data[0]?.category ?? { slug: "", title: "" };
    const posts = await getJson<Grid<Post>>(request, `${V1}/blog/posts/grid?category=${category.slug}&per_page=100`);
    const response = await page.goto(`/blog/${category.slug}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.title);
    await expect(page.locator("article h2")).toHaveCount(Math.min(posts.total, 12));
    await expect(crumbs(page).getByRole("link", { name: "Блог" })).toHaveAttribute("href", "/blog/");
    await expectAccessible(page);
    expect((await page.goto("/blog/net-takoj-rubriki/"))?.status()).toBe(404);
  });

  test("a post page counts a reader's view, not a bot's, and has BlogPosting data", async ({ page, request }) => {
    const grid = await getJson<Grid<Post>>(request, `${V1}/blog/posts/grid?page=1&per_page=100`);
    const post = grid.data.at(-1) as Post;
    const path = `/blog/${post.category.slug}/${post.slug}/`;
    const viewsNow = async () => (await getJson<Post>(request, `${V1}/blog/posts/${post.id}`)).views;

    const before = await viewsNow();
    expect((await request.get(path, { headers: { "user-agent": GOOGLEBOT } })).status()).toBe(200);
    expect(await viewsNow()).toBe(before);

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await viewsNow()).toBe(before + 1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(crumbs(page).getByRole("link", { name: post.category.title })).toHaveAttribute(
      "href",
      `/blog/${post.category.slug}/`,
    );
    const data = (await jsonLd(page)).find((block) => block["@type"] === "BlogPosting");
    expect(data).toMatchObject({ headline: post.title, articleSection: post.category.title });
    await expectAccessible(page);
  });

  test("an unknown post, or a post under another category, is a 404 page", async ({ page, request }) => {
    const grid = await getJson<Grid<Post>>(request, `${V1}/blog/posts/grid?page=1&per_page=100`);
    const post = grid.data[0] as Post;
    const other = grid.data.find((candidate) => candidate.category.slug !== post.category.slug) as Post;

    const unknown = await page.goto(`/blog/${post.category.slug}/net-takoj-stati/`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Страница не найдена");
    await expect(page.getByText("Такой страницы не существует")).toBeVisible();

    expect((await page.goto(`/blog/${other.category.slug}/${post.slug}/`))?.status()).toBe(404);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the blog pages through GET links", async ({ page, request }) => {
    const second = await getJson<Grid<Post>>(request, `${V1}/blog/posts/grid?page=2&per_page=12`);
    expect(second.last_page).toBeGreaterThan(1);
    await page.goto("/blog/");
    await page.getByRole("link", { name: "Показать ещё" }).click();
    await expect(page).toHaveURL("/blog/?page=2");
    for (const post of second.data)
      await expect(page.getByRole("main").getByRole("link", { name: post.title, exact: true })).toBeVisible();
    await page.getByRole("navigation", { name: "Страницы блога" }).getByRole("link", { name: "Страница 1" }).click();
    await expect(page).toHaveURL("/blog/");
  });

  test("reviews and the company page render on the server", async ({ page, request }) => {
    const reviews = await getJson<Grid<{ author_name: string }>>(request, `${V1}/reviews/grid?page=1&per_page=12`);
    await page.goto("/reviews/");
    for (const review of reviews.data.slice(0, 3))
      await expect(page.getByRole("heading", { name: review.author_name }).first()).toBeVisible();
    await page.goto("/o-kompanii/");
    await expect(page.getByRole("region", { name: "Команда" })).toBeVisible();
  });
});

test.describe("reviews and the company page", () => {
  test("/reviews/ shows the newest reviews with their scores", async ({ page, request }) => {
    const reviews = await getJson<Grid<{ author_name: string; rating: number }>>(
      request,
      `${V1}/reviews/grid?page=1&per_page=12`,
    );
    await openContentPage(page, "/reviews/", await seoOf(request, "/reviews/"));
    const first = reviews.data[0] ?? { author_name: "", rating: 0 };
    const card = page
      .locator("article")
      .filter({ has: page.getByRole("heading", { name: first.author_name }) })
      .first();
    await expect(card.getByText(`Оценка ${first.rating} из 5`)).toBeAttached();
    await expectAccessible(page);
  });

  test("/o-kompanii/ shows the team, certificates and diplomas, 9 per page", async ({ page, request }) => {
    const team = await getJson<Grid<{ name: string }>>(request, `${V1}/team/grid?page=1&per_page=9`);
    const certificates = await getJson<Grid<{ title: string }>>(request, `${V1}/certificates/grid?page=1&per_page=9`);
    const diplomas = await getJson<Grid<{ student_name: string }>>(request, `${V1}/diplomas/grid?page=1&per_page=9`);
    await openContentPage(page, "/o-kompanii/", await seoOf(request, "/o-kompanii/"));
    const teamRegion = page.getByRole("region", { name: "Команда" });
    for (const member of team.data) await expect(teamRegion.getByRole("heading", { name: member.name })).toBeVisible();
    const certificatesRegion = page.getByRole("region", { name: "Сертификаты и лицензии" });
    await expect(certificatesRegion.locator("figure")).toHaveCount(certificates.data.length);
    const diplomasRegion = page.getByRole("region", { name: "Дипломы наших выпускников" });
    await expect(diplomasRegion.locator("figure")).toHaveCount(diplomas.data.length);
    for (const diploma of diplomas.data) await expect(diplomasRegion.getByText(diploma.student_name)).toBeVisible();
    await expectAccessible(page);

    expect(certificates.last_page).toBeGreaterThan(1);
    const next = await getJson<Grid<{ title: string }>>(request, `${V1}/certificates/grid?page=2&per_page=9`);
    const response = await page.goto("/o-kompanii/?certificates=2");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("region", { name: "Сертификаты и лицензии" }).locator("figure")).toHaveCount(
      next.data.length,
    );
  });
});

test.describe("personal pages", () => {
  const guarded = [
    "/u/",
    "/u/settings/",
    "/u/settings/applications/",
    "/u/settings/notifications/",
    "/u/settings/profile/",
    "/u/settings/security/",
  ];

  for (const path of guarded) {
    test(`${path} is the 403 page for an anonymous visitor`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Страница не найдена");
      await expect(page.getByText("Доступ запрещен")).toBeVisible();
    });
  }

  /** The signed-in user as the API describes them. */
  const meOf = (request: APIRequestContext, token: string) =>
    getJson<User>(request, "/api/auth/me", { authorization: `Bearer ${token}` });

  test("a signed-in user sees the profile and every settings section", async ({ page, request, signIn }) => {
    test.setTimeout(120_000);
    const token = await signIn({ first: "Вера", last: "Соколова" });
    const me = await meOf(request, token);
    const auth = { authorization: `Bearer ${token}` };
    const institutions = await getJson<Grid<{ id: number }>>(request, `${V1}/institutions/grid?page=1&per_page=1`);
    const institution = await getJson<{ degree_programs: { education_bases: { id: number }[] }[] }>(
      request,
      `${V1}/institutions/${institutions.data[0]?.id}`,
    );
    const baseId = institution.degree_programs.flatMap((program) => program.education_bases)[0]?.id;
    const created = await request.post(`${V1}/bookings/create`, { headers: auth, data: { education_base_id: baseId } });
    expect(created.ok()).toBe(true);
    const groups = await getJson<{ data: { title: string; items: { id: number }[] }[] }>(
      request,
      `${V1}/main/applications-list`,
      auth,
    );

    const profile = await page.goto("/u/");
    expect(profile?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${me.first_name} ${me.last_name}`);
    await expect(page.getByText(me.username, { exact: true })).toBeVisible();
    await expectAccessible(page);
    expect((await page.goto(`/u/${me.slug}/`))?.status()).toBe(200);

    const applications = await page.goto("/u/settings/applications/");
    expect(applications?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Заявки");
    for (const group of groups.data)
      await expect(page.getByRole("heading", { level: 2, name: group.title })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Разделы настроек" }).getByRole("link", { name: "Заявки" }),
    ).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);

    expect((await page.goto("/u/settings/notifications/"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Уведомления");
    await expectAccessible(page);

    expect((await page.goto("/u/settings/profile/"))?.status()).toBe(200);
    // The profile page is a form (ADR 047): the name is the value of its field.
    await expect(page.getByLabel("Имя", { exact: true })).toHaveValue(me.first_name);
    await expectAccessible(page);

    expect((await page.goto("/u/settings/security/"))?.status()).toBe(200);
    await expect(page.getByLabel("Электронная почта")).toHaveValue(me.email);
    await expectAccessible(page);

    expect((await page.goto("/u/settings/"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Настройки");
    await expectAccessible(page);
  });

  test("another user's settings are forbidden and an unknown user's profile is not found", async ({
    page,
    request,
    signIn,
  }) => {
    const me = await meOf(request, await signIn({ first: "Вера", last: "Соколова" }));
    const stranger = `${me.id + 1000}-stranger`;
    expect((await page.goto(`/u/${stranger}/settings/`))?.status()).toBe(403);
    expect((await page.goto(`/u/${stranger}/`))?.status()).toBe(404);
  });
});
