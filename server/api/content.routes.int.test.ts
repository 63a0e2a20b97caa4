import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FX } from "../../adapters/storage/rows/read-side.fixture";
import { countrySchema } from "../../core/domain/catalogue/country";
import { gridSchema } from "../../core/domain/catalogue/grid";
import { blogPostSchema } from "../../core/domain/content/blog-post";
import { certificateSchema } from "../../core/domain/content/certificate";
import { countryServicesSchema } from "../../core/domain/content/country-services";
import { courseSchema } from "../../core/domain/content/course";
import { diplomaSchema } from "../../core/domain/content/diploma";
import { faqEntrySchema } from "../../core/domain/content/faq-entry";
import { notificationSchema } from "../../core/domain/content/notification";
import { reviewSchema } from "../../core/domain/content/review";
import { teacherSchema } from "../../core/domain/content/teacher";
import { teamMemberSchema } from "../../core/domain/content/team-member";
import { mainDataSchema } from "../../core/domain/main-data/main-data";
import { pageDataSchema } from "../../core/domain/main-data/page-data";
import { openReadApi, READ_TOKENS, type ReadApiHarness } from "../../tests/integration/read-api.harness";

let api: ReadApiHarness;
beforeAll(async () => {
  api = await openReadApi();
});
afterAll(() => api.handle.close());

const V1 = "/api/ru/v1";
const INVALID = "Проверьте правильность заполнения полей.";

const json = async (path: string, init?: Parameters<ReadApiHarness["get"]>[1]) => {
  const response = await api.get(path, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
};

const ids = (body: Record<string, unknown>) => (body.data as { id: number }[]).map((item) => item.id);

describe("GET /pages", () => {
  it("answers the page data of a path, also from an absolute URL", async () => {
    const contacts = await json(`${V1}/pages?url=/contacts/`);
    expect(contacts.status).toBe(200);
    expect(pageDataSchema.parse(contacts.body).description).toBe("<p>Москва</p>");
    const absolute = await json(`${V1}/pages?url=${encodeURIComponent("https://shuyuan.ru/contacts/?utm_source=vk")}`);
    expect(absolute.body).toEqual(contacts.body);
  });

  it("answers seo null and an empty description for a path without a page, the slashless form included", async () => {
    for (const url of ["/missing/", "/contacts"]) {
      const page = await json(`${V1}/pages?url=${encodeURIComponent(url)}`);
      expect(page.status).toBe(200);
      expect(page.body).toEqual({ seo: null, description: "" });
    }
  });

  it("answers 422 with a Russian message for a missing or malformed url", async () => {
    expect(await json(`${V1}/pages`)).toMatchObject({
      status: 422,
      body: { message: INVALID, data: { url: ["Обязательное поле."] } },
    });
    for (const url of ["contacts/", "//evil.example/", ""]) {
      expect(await json(`${V1}/pages?url=${encodeURIComponent(url)}`)).toMatchObject({ status: 422 });
    }
    expect((await json(`${V1}/pages?url=contacts`)).body).toEqual({
      message: INVALID,
      data: { url: ["Ожидается путь страницы, начинающийся с «/»."] },
    });
  });
});

describe("GET /main", () => {
  it("answers the home data of an anonymous visitor, uncached by clients", async () => {
    const main = await json(`${V1}/main`);
    expect(main.status).toBe(200);
    expect(main.response.headers.get("cache-control")).toBe("private, no-store");
    const data = mainDataSchema.parse(main.body);
    expect(data.user.id).toBe(0);
    expect(data.page.seo?.title).toBe("Шуюань");
    expect(data.notice?.id).toBe(2);
    expect(data.layout_settings.demand_institutions.map((ref) => ref.id)).toEqual([FX.anshan, FX.pku]);
    const map = (main.body.layout_settings as { interactive_map: { cities: { slug: string }[] }[] }).interactive_map;
    expect(map[0]?.cities.map((city) => city.slug)).toEqual(["anshan", "beijing"]);
  });

  it("answers the signed-in viewer as the user", async () => {
    const main = await json(`${V1}/main`, { token: READ_TOKENS.viewer });
    expect(mainDataSchema.parse(main.body).user).toMatchObject({ id: FX.viewer, username: "ivan.petrov" });
  });

  it("uses the Path-Visited page and its institution's notice; an unreadable header means the home page", async () => {
    const institution = await json(`${V1}/main`, {
      headers: { "Path-Visited": "/universities/china/beijing/peking-university-11/" },
    });
    expect(institution.body.notice).toMatchObject({ id: 6, text: "ПКУ закрывает приём раньше" });
    const contacts = await json(`${V1}/main?ignored=1`, { headers: { "Path-Visited": "/contacts/" } });
    expect((contacts.body.page as { description: string }).description).toBe("<p>Москва</p>");
    const unreadable = await json(`${V1}/main`, { headers: { "Path-Visited": "not a path" } });
    expect(unreadable.status).toBe(200);
    expect((unreadable.body.page as { seo: { title: string } }).seo.title).toBe("Шуюань");
  });

  it("answers 406 for an expired token and treats a revoked one as anonymous", async () => {
    expect((await json(`${V1}/main`, { token: READ_TOKENS.expired })).status).toBe(406);
    const revoked = await json(`${V1}/main`, { token: READ_TOKENS.revoked });
    expect((revoked.body.user as { id: number }).id).toBe(0);
  });
});

describe("grids", () => {
  it("pages certificates nine at a time by default", async () => {
    const first = await json(`${V1}/certificates/grid`);
    expect(first.status).toBe(200);
    expect(gridSchema(certificateSchema).safeParse(first.body).success).toBe(true);
    expect(first.body).toMatchObject({ total: 10, last_page: 2, page: 1, per_page: 9 });
    expect(ids((await json(`${V1}/certificates/grid?page=2`)).body)).toEqual([10]);
    expect(ids((await json(`${V1}/certificates/grid?page=3`)).body)).toEqual([]);
    expect((await json(`${V1}/certificates/grid?per_page=100`)).body).toMatchObject({ last_page: 1, per_page: 100 });
  });

  it("answers 422 for malformed paging", async () => {
    expect((await json(`${V1}/certificates/grid?page=0`)).body).toEqual({
      message: INVALID,
      data: { page: ["Номер страницы: целое число не меньше 1."] },
    });
    expect((await json(`${V1}/diplomas/grid?per_page=101&page=x`)).body).toEqual({
      message: INVALID,
      data: {
        page: ["Номер страницы: целое число не меньше 1."],
        per_page: ["Количество на странице: целое число от 1 до 100."],
      },
    });
    expect((await json(`${V1}/team/grid?per_page=0`)).status).toBe(422);
  });

  it("lists diplomas, reviews, team, FAQ, courses and services with their filters", async () => {
    const diplomas = await json(`${V1}/diplomas/grid`);
    expect(gridSchema(diplomaSchema).safeParse(diplomas.body).success).toBe(true);
    expect(diplomas.body).toMatchObject({ total: 2, per_page: 12 });

    const reviews = await json(`${V1}/reviews/grid`);
    expect(gridSchema(reviewSchema).safeParse(reviews.body).success).toBe(true);
    expect(ids(reviews.body)).toEqual([2, 1]);
    expect(ids((await json(`${V1}/reviews/grid?institution_id=${FX.pku}`)).body)).toEqual([1]);

    const team = await json(`${V1}/team/grid`);
    expect(gridSchema(teamMemberSchema).safeParse(team.body).success).toBe(true);
    expect(team.body).toMatchObject({ total: 10, per_page: 9, last_page: 2 });

    const faq = await json(`${V1}/faq/grid?topic=admission&main=false`);
    expect(gridSchema(faqEntrySchema).safeParse(faq.body).success).toBe(true);
    expect(ids(faq.body)).toEqual([3]);
    expect(ids((await json(`${V1}/faq/grid?main=true`)).body)).toEqual([2, 1]);

    const courses = await json(`${V1}/courses/grid?kind=hsk`);
    expect(gridSchema(courseSchema).safeParse(courses.body).success).toBe(true);
    expect(ids(courses.body)).toEqual([2]);

    const services = await json(`${V1}/countries/as-services-grid`);
    expect(gridSchema(countryServicesSchema).safeParse(services.body).success).toBe(true);
    expect((services.body.data as { country: { slug: string } }[]).map((row) => row.country.slug)).toEqual([
      "china",
      "korea",
    ]);
  });

  it("answers 422 for malformed filters", async () => {
    expect((await json(`${V1}/reviews/grid?institution_id=abc`)).body).toEqual({
      message: INVALID,
      data: { institution_id: ["Некорректный идентификатор."] },
    });
    expect((await json(`${V1}/faq/grid?main=yes`)).body).toEqual({
      message: INVALID,
      data: { main: ["Ожидается true или false."] },
    });
    expect((await json(`${V1}/courses/grid?kind=tourism`)).body).toEqual({
      message: INVALID,
      data: { kind: ["Недопустимое значение."] },
    });
    expect((await json(`${V1}/blog/posts/grid?category=${encodeURIComponent("Новости!")}`)).body).toEqual({
      message: INVALID,
      data: { category: ["Некорректный адрес."] },
    });
  });
});

describe("blog posts", () => {
  it("lists published posts, by category too", async () => {
    const posts = await json(`${V1}/blog/posts/grid`);
    expect(gridSchema(blogPostSchema).safeParse(posts.body).success).toBe(true);
    expect(ids(posts.body)).toEqual([FX.postVisaTips, FX.postVisaNews, FX.postBudget, FX.postTones]);
    expect(ids((await json(`${V1}/blog/posts/grid?category=novosti`)).body)).toEqual([FX.postVisaNews]);
    expect((await json(`${V1}/blog/posts/grid?category=net-takoj`)).body).toMatchObject({ total: 0, last_page: 1 });
  });

  it("reads a post by id or slug, the category choosing between shared slugs", async () => {
    const byId = await json(`${V1}/blog/posts/${FX.postTones}`);
    expect(blogPostSchema.parse(byId.body).slug).toBe("tony");
    expect((await json(`${V1}/blog/posts/viza`)).body.id).toBe(FX.postVisaTips);
    expect((await json(`${V1}/blog/posts/viza?category=novosti`)).body.id).toBe(FX.postVisaNews);
    expect(await json(`${V1}/blog/posts/skoro`)).toMatchObject({ status: 404, body: { message: "Не найдено." } });
    expect((await json(`${V1}/blog/posts/Viza_2`)).body).toEqual({
      message: INVALID,
      data: { id: ["Некорректный адрес."] },
    });
  });

  it("counts a view per /view call and answers the new count", async () => {
    const first = await json(`${V1}/blog/posts/${FX.postTones}/view`);
    expect(first.status).toBe(200);
    expect(first.body.views).toBe(51);
    expect((await json(`${V1}/blog/posts/tony/view?category=sovety`)).body.views).toBe(52);
    expect((await json(`${V1}/blog/posts/${FX.postTones}`)).body.views).toBe(52);
    expect((await json(`${V1}/blog/posts/999/view`)).status).toBe(404);
    expect((await json(`${V1}/blog/posts/${FX.postFuture}/view`)).status).toBe(404);
  });
});

describe("single content resources", () => {
  it("reads reviews, team members, FAQ entries and courses; 404 when missing, 422 when malformed", async () => {
    expect(reviewSchema.parse((await json(`${V1}/reviews/1`)).body).institution?.id).toBe(FX.pku);
    expect((await json(`${V1}/reviews/3`)).status).toBe(404);
    expect((await json(`${V1}/reviews/abc`)).body).toEqual({
      message: INVALID,
      data: { id: ["Некорректный идентификатор."] },
    });
    expect((await json(`${V1}/reviews/0`)).status).toBe(422);
    expect((await json(`${V1}/reviews/99999999999999999999`)).status).toBe(422);
    expect(teamMemberSchema.parse((await json(`${V1}/team/1`)).body).name).toBe("Сотрудник 1");
    expect((await json(`${V1}/team/99`)).status).toBe(404);
    expect(faqEntrySchema.parse((await json(`${V1}/faq/3`)).body).question).toBe("Когда подавать?");
    expect((await json(`${V1}/faq/99`)).status).toBe(404);
    expect(courseSchema.parse((await json(`${V1}/courses/hsk-4`)).body).id).toBe(2);
    expect(courseSchema.parse((await json(`${V1}/courses/3`)).body).slug).toBe("individualno");
    expect((await json(`${V1}/courses/net`)).status).toBe(404);
  });

  it("reads a country's tariffs by slug or id", async () => {
    const china = await json(`${V1}/countries/china/tariffs`);
    expect(countrySchema.parse(china.body).tariffs.map((tariff) => tariff.name)).toEqual(["Базовый", "Стандарт"]);
    expect((await json(`${V1}/countries/2/tariffs`)).body.slug).toBe("korea");
    expect((await json(`${V1}/countries/japan/tariffs`)).status).toBe(404);
    expect((await json(`${V1}/countries/${encodeURIComponent("Китай")}/tariffs`)).status).toBe(422);
  });
});

describe("GET /notifications/grid", () => {
  it("answers 401 to anonymous and revoked callers", async () => {
    expect(await json(`${V1}/notifications/grid`)).toMatchObject({
      status: 401,
      body: { message: "Требуется вход в аккаунт." },
    });
    expect((await json(`${V1}/notifications/grid`, { token: READ_TOKENS.revoked })).status).toBe(401);
    expect((await json(`${V1}/notifications/grid`, { token: READ_TOKENS.expired })).status).toBe(406);
  });

  it("lists only the viewer's own notifications", async () => {
    const mine = await json(`${V1}/notifications/grid?user_id=${FX.otherUser}`, { token: READ_TOKENS.viewer });
    expect(mine.status).toBe(200);
    expect(gridSchema(notificationSchema).safeParse(mine.body).success).toBe(true);
    expect(ids(mine.body)).toEqual([2, 1]);
    expect(mine.response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("GET /api/teacher", () => {
  it("lists teachers with absolute photo URLs on the request's host", async () => {
    const response = await api.app.request("http://shuyuan.example/api/teacher");
    expect(response.status).toBe(200);
    const teachers = teacherSchema.array().parse(await response.json());
    expect(teachers.map((teacher) => teacher.photo)).toEqual([
      null,
      "http://shuyuan.example/uploads/tea/che/r-z/han/g/teacher-zhang.jpg",
    ]);
  });
});

describe("the same API under /api-dev/ and hostile input", () => {
  it("answers the same under /api-dev/", async () => {
    for (const path of ["/ru/v1/faq/grid", "/ru/v1/pages?url=/contacts/", "/ru/v1/courses/hsk-4", "/teacher"]) {
      const live = await api.get(`/api${path}`);
      const dev = await api.get(`/api-dev${path}`);
      expect(dev.status).toBe(200);
      expect(await dev.json()).toEqual(await live.json());
    }
  });

  it("never answers 500 to odd input, and odd input changes nothing", async () => {
    const paths = [
      `${V1}/pages?url=%E0%A4%A`,
      `${V1}/pages?url=${"/a".repeat(2000)}`,
      `${V1}/blog/posts/%00`,
      `${V1}/blog/posts/${"a".repeat(300)}`,
      `${V1}/faq/grid?page=1e3&per_page=-1`,
      `${V1}/courses/grid?kind[]=hsk`,
      `${V1}/countries/%27%3B%20drop%20table%20countries/tariffs`,
      `${V1}/reviews/grid?institution_id=1%20or%201=1`,
    ];
    for (const path of paths) {
      const response = await api.get(path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get("content-type"), path).toContain("application/json");
    }
    expect((await json(`${V1}/countries/china/tariffs`)).status).toBe(200);
    expect((await json(`${V1}/certificates/grid`)).body.total).toBe(10);
  });
});

describe("the reviews' rating", () => {
  it("counts the published reviews and their mean score, by institution too; 422 for a malformed id", async () => {
    expect(await json(`${V1}/reviews/rating`)).toMatchObject({ status: 200, body: { count: 2, average: 4.5 } });
    expect((await json(`${V1}/reviews/rating?institution_id=${FX.pku}`)).body).toEqual({ count: 1, average: 5 });
    expect((await json(`${V1}/reviews/rating?institution_id=987654`)).body).toEqual({ count: 0, average: null });
    expect((await json(`${V1}/reviews/rating?institution_id=abc`)).status).toBe(422);
  });
});
