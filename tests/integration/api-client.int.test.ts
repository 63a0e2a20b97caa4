import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../adapters/http/contract/api-routes.contract";
import { BOOKINGS_ROUTES } from "../../adapters/http/contract/bookings.contract";
import { SYSTEM_ROUTES } from "../../adapters/http/contract/system.contract";
import { visits } from "../../adapters/storage/sql/schema";
import { visitReport } from "../../core/domain/attribution/visit-report";
import { BLANK_INSTITUTION_LISTING } from "../../core/domain/catalogue/institution-listing-response";
import { BLANK_PAGE_DATA } from "../../core/domain/main-data/page-data";
import type { FormExtras } from "../../core/ports/forms-api.port";
import { type ApiClientHarness, openApiClientHarness, type Visitor } from "./api-client.harness";

const START = new Date("2026-01-15T09:00:00.000Z");
const HOUR = 3600;
const EXTRAS: FormExtras = {
  page_url: "https://shuyuan.ru/contacts/?utm_source=yandex",
  utm: { utm_source: "yandex", utm_medium: "search" },
  tracking_session_id: null,
};
const PASSWORD = "correct-horse-battery";

let harness: ApiClientHarness;
let visitor: Visitor;

const refreshesOf = (who: Visitor) => who.sent.filter((request) => request.url.endsWith("/api/auth/refresh")).length;

const register = async (who: Visitor, email: string) => {
  const result = await who.client.auth.register({ first_name: "Анна", last_name: "Ли", email, password: PASSWORD });
  expect(result).toEqual({ _tag: "Ok", value: null });
};

beforeAll(async () => {
  harness = await openApiClientHarness(START);
  visitor = harness.visitor;
});
afterAll(() => harness.close());

describe("the API client against the real server: system and content", () => {
  it("reads health under /api and, with the dev switch, under /api-dev", async () => {
    expect(await visitor.client.transport.call(SYSTEM_ROUTES.health)).toMatchObject({
      _tag: "Ok",
      value: { status: "ok", version: "test" },
    });
    const dev = harness.newVisitor({ devApi: true });
    expect((await dev.client.transport.call(SYSTEM_ROUTES.health))._tag).toBe("Ok");
    expect(dev.sent[0]?.url).toBe(`${harness.baseUrl}/api-dev/health`);
  });

  it("serves the OpenAPI document with every path of the registry", async () => {
    const outcome = await visitor.client.transport.call(SYSTEM_ROUTES.openApi);
    if (outcome._tag !== "Ok") throw new Error(`openapi.json failed: ${JSON.stringify(outcome)}`);
    const paths = outcome.value.paths as Record<string, Record<string, unknown>>;
    for (const route of Object.values(API_ROUTES)) expect(paths[route.path]?.[route.method]).toBeDefined();
  });

  it("reads page data, and the blank page data for a path without a page", async () => {
    const page = await visitor.client.catalogue.page("/o-kompanii/");
    expect(page.seo?.title).toEqual(expect.any(String));
    expect(await visitor.client.catalogue.page("/no-such-page/")).toEqual(BLANK_PAGE_DATA);
  });

  it("reads home data for an anonymous visitor", async () => {
    const main = await visitor.client.catalogue.main({ query: { utm_source: "yandex" }, path_visited: "/" });
    expect(main?.user.id).toBe(0);
    expect(main?.layout_settings.demand_institutions.length).toBeGreaterThan(0);
  });

  it("reads every content grid, 9 certificates and team members a page", async () => {
    const { catalogue } = visitor.client;
    const grids = await Promise.all([
      catalogue.certificatesGrid({ page: 1, per_page: 9 }),
      catalogue.teamGrid({ page: 1, per_page: 9 }),
      catalogue.diplomasGrid({ page: 1, per_page: 12 }),
      catalogue.reviewsGrid({ page: 1, per_page: 12 }),
      catalogue.blogPostsGrid({ page: 1, per_page: 12 }),
      catalogue.faqGrid({ page: 1, per_page: 12 }),
      catalogue.coursesGrid({ page: 1, per_page: 12 }),
      catalogue.countryServicesGrid({ page: 1, per_page: 12 }),
    ]);
    for (const grid of grids) {
      expect(grid.total).toBeGreaterThan(0);
      expect(grid.data.length).toBeGreaterThan(0);
    }
    expect(grids[0]?.data.length).toBeLessThanOrEqual(9);
    expect(grids[1]?.data.length).toBeLessThanOrEqual(9);
  });

  it("reads single content resources by id or slug, and null for unknown ones", async () => {
    const { catalogue } = visitor.client;
    const [post] = (await catalogue.blogPostsGrid({ page: 1, per_page: 1 })).data;
    const [course] = (await catalogue.coursesGrid({ page: 1, per_page: 1 })).data;
    const [review] = (await catalogue.reviewsGrid({ page: 1, per_page: 1 })).data;
    const [member] = (await catalogue.teamGrid({ page: 1, per_page: 1 })).data;
    const [entry] = (await catalogue.faqGrid({ page: 1, per_page: 1 })).data;
    if (!post || !course || !review || !member || !entry) throw new Error("the seed has no content");
    expect((await catalogue.blogPost(post.slug))?.id).toBe(post.id);
    const viewed = await catalogue.viewBlogPost(post.id);
    expect(viewed?.views).toBe(post.views + 1);
    expect((await catalogue.course(course.slug))?.id).toBe(course.id);
    expect(await catalogue.review(review.id)).toEqual(review);
    expect(await catalogue.teamMember(member.id)).toEqual(member);
    expect(await catalogue.faqEntry(entry.id)).toEqual(entry);
    expect((await catalogue.countryTariffs("china"))?.currency.code).toBe("CNY");
    expect(await catalogue.blogPost("no-such-post")).toBeNull();
    expect(await catalogue.countryTariffs(999_999)).toBeNull();
  });

  it("reads an institution, one of its degree programs and education bases", async () => {
    const { catalogue } = visitor.client;
    const main = await catalogue.main({ query: {}, path_visited: "/" });
    const ref = main?.layout_settings.demand_institutions[0];
    if (!ref) throw new Error("no institution in the seed");
    const institution = await catalogue.institution(ref.id);
    expect(institution?.slug).toBe(ref.slug);
    const program = institution?.degree_programs.find((candidate) => candidate.education_bases.length > 0);
    const base = program?.education_bases[0];
    if (!program || !base) throw new Error("the institution has no education base");
    expect((await catalogue.educationBase(base.id))?.id).toBe(base.id);
    expect((await catalogue.degreeProgram({ institution_id: ref.id, degree_program_slug: program.slug }))?.id).toBe(
      program.id,
    );
    expect(await catalogue.institution(999_999)).toBeNull();
  });

  it("reads the teachers from the absolute teacher address", async () => {
    const teachers = await visitor.client.teachers.list();
    expect(teachers.length).toBeGreaterThan(0);
    expect(visitor.sent.at(-1)?.url).toBe(`${harness.baseUrl}/api/teacher`);
  });

  it("answers the grids of a signed-in user blank to an anonymous visitor", async () => {
    const anonymous = harness.newVisitor();
    expect(await anonymous.client.notifications.grid({ page: 1, per_page: 12 })).toEqual({
      total: 0,
      last_page: 1,
      data: [],
      unread: 0,
    });
    expect(await anonymous.client.bookings.applications()).toEqual([]);
    expect(await anonymous.client.auth.me()).toBeNull();
  });
});

describe("the API client against the real server: the institutions listing", () => {
  const universities = (filters: Record<string, string>, page = 1, per_page = 12) =>
    visitor.client.catalogue.institutionsGrid({ page, per_page, filters: { type: "1", ...filters } });

  it("lists universities as cards with facets and a location menu that agree with each other", async () => {
    const listing = await universities({});
    expect(listing).not.toEqual(BLANK_INSTITUTION_LISTING);
    expect(visitor.sent.at(-1)?.url).toBe(`${harness.baseUrl}/api/ru/v1/institutions/grid?type=1&page=1&per_page=12`);
    expect(listing).toMatchObject({ current_page: 1, per_page: 12, last_page: Math.ceil(listing.total / 12) });
    expect(listing.total).toBeGreaterThan(12);
    expect(listing.data).toHaveLength(12);
    for (const card of listing.data)
      expect([card.type, card.type_slug, card.type_name]).toEqual([1, "universities", "Университет"]);
    const { facets, location_menu } = listing;
    expect(facets.countries.length).toBeGreaterThan(0);
    expect(facets.price.min).toBeLessThanOrEqual(facets.price.max);
    expect(location_menu.map((country) => country.id).toSorted()).toEqual(facets.countries.map((c) => c.id).toSorted());
    for (const country of location_menu) {
      const facet = facets.countries.find((candidate) => candidate.id === country.id);
      expect(country.institutionsCount).toBe(facet?.institutions_count);
      for (const place of country.places) {
        const city = facets.cities.find((candidate) => candidate.id === place.id);
        expect([place.kind, city?.country_id]).toEqual([city?.is_province ? "province" : "city", country.id]);
      }
    }
  });

  it("filters by a country, searches a title and pages without overlap", async () => {
    const all = await universities({});
    const china = all.facets.countries.find((country) => country.slug === "china");
    if (!china) throw new Error("no Chinese universities in the seed");
    const inChina = await universities({ countries: String(china.id) }, 1, 100);
    expect(inChina.total).toBe(china.institutions_count);
    expect(inChina.data.every((card) => card.country.id === china.id)).toBe(true);

    const sought = inChina.data.find((card) => card.title.ru.length >= 6);
    if (!sought) throw new Error("no titled university in China");
    const needle = sought.title.ru.slice(0, 6).toLocaleUpperCase("ru");
    const found = await universities({ countries: String(china.id), title: needle }, 1, 100);
    expect(found.data.map((card) => card.id)).toContain(sought.id);
    for (const card of found.data) {
      const texts = [card.title.ru, card.title.en, card.title.ch, card.acronym].map((text) =>
        (text ?? "").toLowerCase(),
      );
      expect(texts.some((text) => text.includes(needle.toLowerCase()))).toBe(true);
    }

    const [first, second] = await Promise.all([
      visitor.client.catalogue.institutionsGrid({ page: 1, per_page: 5, sort_column: "title", filters: { type: "1" } }),
      visitor.client.catalogue.institutionsGrid({ page: 2, per_page: 5, sort_column: "title", filters: { type: "1" } }),
    ]);
    expect([first.current_page, second.current_page, second.per_page]).toEqual([1, 2, 5]);
    expect(second.last_page).toBe(Math.ceil(all.total / 5));
    const ids = [...first.data, ...second.data].map((card) => card.id);
    expect(new Set(ids).size).toBe(10);
    const titles = [...first.data, ...second.data].map((card) => card.title.ru);
    expect(titles).toEqual(titles.toSorted(new Intl.Collator("ru").compare));
  });

  it("answers the empty page past the last one, and the blank listing for a value the server refuses", async () => {
    const past = await universities({}, 9999);
    expect(past).toMatchObject({ current_page: 9999, data: [] });
    expect(past.total).toBeGreaterThan(0);
    expect(await universities({ countries: "china" })).toEqual(BLANK_INSTITUTION_LISTING);
  });
});

describe("the API client against the real server: the account and its session", () => {
  it("registers, keeps the record, edits the profile and answers field errors in Russian", async () => {
    const anna = harness.newVisitor();
    await register(anna, "anna.account@example.ru");
    expect(await anna.session.getAuthRecord()).not.toBeNull();
    expect(await anna.client.auth.me()).toMatchObject({ first_name: "Анна", email: "anna.account@example.ru" });
    const edit = { first_name: "Анна", last_name: "Ли", signature: "Студентка", status: "none" as const };
    expect(await anna.client.auth.editMe(edit)).toEqual({ _tag: "Ok", value: null });
    expect((await anna.client.auth.me())?.signature).toBe("Студентка");
    const security = { email: "", phone: "12", current_password: "", new_password: "" };
    expect(await anna.client.auth.editSecurity(security)).toEqual({
      _tag: "ValidationFailed",
      message: expect.any(String),
      fields: { phone: ["Введите корректный номер телефона."] },
    });
    expect(await anna.client.auth.logoutForce()).toMatchObject({ email: "anna.account@example.ru" });
    expect(await anna.client.auth.detachSocial({ provider: "vkontakte", social_id: "1" })).toEqual({ _tag: "Failed" });
  });

  it("answers a wrong password on the email field and a correct one with the stored record", async () => {
    const boris = harness.newVisitor();
    await register(boris, "boris@example.ru");
    const other = harness.newVisitor();
    const wrong = await other.client.auth.login({ email: "boris@example.ru", password: "not-the-password" });
    expect(wrong).toEqual({
      _tag: "ValidationFailed",
      message: "Неверный адрес электронной почты или пароль.",
      fields: { email: ["Неверный адрес электронной почты или пароль."] },
    });
    const right = await other.client.auth.login({ email: "BORIS@example.ru", password: PASSWORD });
    expect(right._tag).toBe("Ok");
    expect(await other.session.getAuthRecord()).toEqual(right._tag === "Ok" ? right.value : null);
  });

  it("refreshes an expired token once for concurrent calls and retries them with the new one", async () => {
    const vera = harness.newVisitor();
    await register(vera, "vera@example.ru");
    const before = await vera.session.getAuthRecord();
    harness.clock.advanceSeconds(HOUR + 1);
    const [me, notifications, applications, again] = await Promise.all([
      vera.client.auth.me(),
      vera.client.notifications.grid({ page: 1, per_page: 12 }),
      vera.client.bookings.applications(),
      vera.client.auth.me(),
    ]);
    expect(me?.email).toBe("vera@example.ru");
    expect(again?.email).toBe("vera@example.ru");
    expect(notifications.last_page).toBe(1);
    expect(applications).toEqual([]);
    expect(refreshesOf(vera)).toBe(1);
    const after = await vera.session.getAuthRecord();
    expect(after?.token).not.toBe(before?.token);
    const calls = vera.sent.filter((request) => !request.url.endsWith("/api/auth/refresh"));
    // all four calls were retried with the new token
    expect(calls.filter((request) => request.authorization === `Bearer ${after?.token}`)).toHaveLength(4);
  });

  it("clears the session when the refresh is refused (past the 30-day grace)", async () => {
    const gleb = harness.newVisitor();
    await register(gleb, "gleb@example.ru");
    await gleb.session.setSessionId("visit-session-0123456789");
    harness.clock.advanceSeconds(31 * 24 * HOUR);
    expect(await gleb.client.auth.me()).toBeNull();
    expect(refreshesOf(gleb)).toBe(1);
    expect(await gleb.session.getAuthRecord()).toBeNull();
    expect(await gleb.session.getSessionId()).toBeNull();
  });

  it("logs out: the server revokes the token and the local session is cleared", async () => {
    const dina = harness.newVisitor();
    await register(dina, "dina@example.ru");
    const record = await dina.session.getAuthRecord();
    await dina.client.auth.logout();
    expect(await dina.session.getAuthRecord()).toBeNull();
    const answer = await fetch(`${harness.baseUrl}/api/auth/me`, {
      headers: { Authorization: `Bearer ${record?.token}` },
    });
    expect(answer.status).toBe(401);
  });

  it("sends a reset code and refuses an unknown one on the code field", async () => {
    const anyone = harness.newVisitor();
    expect(await anyone.client.auth.forgotPassword("dina@example.ru")).toEqual({ _tag: "Ok", value: null });
    const reset = { password: "another-password", password_confirmation: "another-password", code: "unknown-code" };
    expect(await anyone.client.auth.resetPassword(reset)).toEqual({
      _tag: "ValidationFailed",
      message: expect.any(String),
      fields: { code: ["Неверный код восстановления."] },
    });
  });
});

describe("the API client against the real server: community, bookings, forms and tracking", () => {
  it("writes, lists, edits, rates and deletes a comment", async () => {
    const author = harness.newVisitor();
    const reader = harness.newVisitor();
    await register(author, "author@example.ru");
    await register(reader, "reader@example.ru");
    const main = await author.client.catalogue.main({ query: {}, path_visited: "/" });
    const institutionId = main?.layout_settings.demand_institutions[0]?.id ?? 0;
    const model = `${institutionId}:institution`;
    const sent = await author.client.comments.send({
      reply_to: null,
      model,
      text: "Сильная программа по инженерии",
      attachment_id: null,
      is_review: false,
      rating: null,
    });
    expect(sent).toMatchObject({ text: "Сильная программа по инженерии", is_new: true });
    const page = await reader.client.comments.list({
      page: 1,
      sort_column: "created_at",
      sort_order: "asc",
      search: { model, root: true },
    });
    expect(page?.comments.map((comment) => comment.id)).toContain(sent?.id);
    const edited = await author.client.comments.edit({
      edit_id: sent?.id ?? 0,
      text: "Исправлено",
      attachment_id: null,
    });
    expect(edited).toMatchObject({ text: "Исправлено", is_updated: true });
    expect(await reader.client.comments.rate({ comment_id: sent?.id ?? 0, action: "like" })).toEqual({
      likes: 1,
      dislikes: 0,
      user_vote: "like",
    });
    expect(await author.client.comments.rate({ comment_id: sent?.id ?? 0, action: "like" })).toBeNull();
    expect(await reader.client.comments.delete({ comment_id: sent?.id ?? 0 })).toBeNull();
    expect(await author.client.comments.delete({ comment_id: sent?.id ?? 0 })).toMatchObject({ is_deleted: true });
  });

  it("rates an institution and lists a new booking grouped by status", async () => {
    const zoya = harness.newVisitor();
    await register(zoya, "zoya@example.ru");
    const main = await zoya.client.catalogue.main({ query: {}, path_visited: "/" });
    const ref = main?.layout_settings.demand_institutions[0];
    const institution = ref ? await zoya.client.catalogue.institution(ref.id) : null;
    const base = institution?.degree_programs.flatMap((program) => program.education_bases)[0];
    if (!ref || !base) throw new Error("no education base in the seed");
    expect(await zoya.client.catalogue.rateInstitution({ institution_id: ref.id, value: 5 })).toMatchObject({
      user_rating: 5,
    });
    const created = await zoya.client.transport.call(BOOKINGS_ROUTES.createBooking, {
      body: { education_base_id: base.id },
    });
    expect(created).toMatchObject({ _tag: "Ok", value: { status: "registering" } });
    const groups = await zoya.client.bookings.applications();
    expect(groups.map((group) => group.status)).toEqual([{ _tag: "Known", key: "registering" }]);
  });

  it("sends the lead forms with their extras and answers field errors", async () => {
    const { forms } = harness.newVisitor().client;
    const ok = { _tag: "Ok", value: null };
    expect(
      await forms.simple({ name: "Анна", phone: "+79123456789", message: "Хочу учиться в Пекине" }, EXTRAS),
    ).toEqual(ok);
    expect(await forms.subscribe("anna.news@example.ru", EXTRAS)).toEqual(ok);
    expect(await forms.calc({ name: "Анна", phone: "89123456789", calc: { budget: 30000 } }, EXTRAS)).toEqual(ok);
    expect(await forms.leaveReview({ name: "Анна", text: "Всё понравилось", rating: 5 }, EXTRAS)).toEqual(ok);
    expect(await forms.promo({ name: "Анна", phone: "12" }, EXTRAS)).toEqual({
      _tag: "ValidationFailed",
      message: expect.any(String),
      fields: { phone: ["Введите корректный номер телефона."] },
    });
    const pdf = new File(["%PDF-1.4\n%test document\n"], "passport.pdf", { type: "application/pdf" });
    expect(await forms.saveDoc({ email: "anna.doc@example.ru" }, EXTRAS, pdf)).toEqual(ok);
    expect(await forms.saveDoc({ email: "anna.doc@example.ru" }, EXTRAS)).toEqual({
      _tag: "ValidationFailed",
      message: expect.any(String),
      fields: { file: ["Приложите файл."] },
    });
  });

  it("reports a visit, keeps the session id it is given, and reads visitor parameters", async () => {
    const guest = harness.newVisitor({ currentPath: () => "/faq/" });
    const report = visitReport("http://127.0.0.1/faq/?utm_source=x", "https://ya.ru/");
    await guest.client.tracking.visit(report);
    const id = await guest.session.getSessionId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    const [row] = await harness.handle.db
      .select()
      .from(visits)
      .where(eq(visits.session_id, id ?? ""))
      .limit(1);
    expect(row).toMatchObject({ path: "/faq/?utm_source=x", referrer: "https://ya.ru/", utm: { utm_source: "x" } });
    await guest.client.tracking.visit(report);
    expect(await guest.session.getSessionId()).toBe(id);
    expect(await guest.client.tracking.check("yandex-visitor-1")).toMatchObject({ visits_count: expect.any(Number) });
  });
});
