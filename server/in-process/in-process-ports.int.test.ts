import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "../../adapters/http/api-client/api-client";
import type { FetchLike } from "../../adapters/http/api-client/fetch-like";
import { AUTH_COOKIE } from "../../adapters/storage/browser/auth-cookie";
import { requestSessionStore } from "../../adapters/storage/browser/request-session-store";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import { seedCatalogue } from "../../adapters/storage/sql/seed/catalogue/seed-catalogue";
import { seedContent } from "../../adapters/storage/sql/seed/content/seed-content";
import type { Institution } from "../../core/domain/catalogue/institution";
import type { SiteApi } from "../../core/ports/site-api.port";
import { insertCatalogue, insertSession, insertUser } from "../../tests/integration/community-seed";
import { openTestDatabase } from "../../tests/integration/test-database";
import { sqlCommentRepository } from "../../adapters/storage/sql/repositories/comments.sql";
import { institutions } from "../../adapters/storage/sql/schema";
import { readConfig } from "../config";
import { createServerContainer } from "../container";
import { TOKENS } from "../di/tokens";

const NOW = new Date("2026-11-21T10:00:00.000Z");
const ORIGIN = "https://shuyuan.test";

let handle: DatabaseHandle;
let apiFetch: FetchLike;
let inProcess: (cookie: string | null) => SiteApi;
let signedInCookie: string;
let apiCalls = 0;

/** The browser's composition: the HTTP adapter over the API (here the app itself, in-process). */
const overHttp = (cookie: string | null): SiteApi =>
  createApiClient({
    baseUrl: "http://in-process.local",
    teachersHost: ORIGIN,
    fetch: apiFetch,
    session: requestSessionStore(cookie),
    currentPath: () => "/",
  });

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedCatalogue(handle.db, NOW);
  await seedContent(handle.db, NOW);
  const container = createServerContainer({
    config: readConfig({}),
    version: "test",
    db: handle.db,
    clock: { now: () => NOW },
  });
  const app = container.get(TOKENS.App);
  apiFetch = (input, init) => app.request(input, init);
  const counted: FetchLike = (input, init) => {
    apiCalls += 1;
    return apiFetch(input, init);
  };
  const siteApi = container.get(TOKENS.SiteApi)(counted);
  inProcess = (cookie) =>
    siteApi(new Request(`${ORIGIN}/`, cookie === null ? {} : { headers: { cookie } }), { origin: ORIGIN, path: "/" });
  const user = await insertUser(handle.db, { first_name: "Анна" });
  const token = await insertSession(handle.db, user.id, new Date(NOW.getTime() + 3_600_000));
  const record = { token, expires: new Date(NOW.getTime() + 3_600_000).toISOString() };
  signedInCookie = `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify(record))}`;
}, 300_000);
afterAll(() => handle.close());

/** Each successful read of an institution (or education base) counts one view: two reads differ by exactly that. */
const withoutView = (institution: Institution | null) => (institution === null ? null : { ...institution, views: 0 });

describe.each([
  ["an anonymous visitor", () => null],
  ["a signed-in visitor", () => signedInCookie],
])("the in-process catalogue port answers what the HTTP adapter does, for %s", (_who, cookieOf) => {
  const both = () => [overHttp(cookieOf()).catalogue, inProcess(cookieOf()).catalogue] as const;

  it("reads main data and page data of paths, a broken path included", async () => {
    const [http, local] = both();
    for (const path of ["/", "/universities/", "/o-kompanii/", "/no-such-page/"]) {
      expect(await local.main({ query: {}, path_visited: path }), path).toEqual(
        await http.main({ query: {}, path_visited: path }),
      );
      expect(await local.page(path), path).toEqual(await http.page(path));
    }
    expect(await local.page("not a path")).toEqual(await http.page("not a path"));
  });

  it("reads listing pages with filters, sorting and paging, and a malformed one as the blank listing", async () => {
    const [http, local] = both();
    const queries = [
      { filters: {}, page: 1, per_page: 24 },
      { filters: { url: "/universities/" }, sort_column: "price" as const, page: 2, per_page: 12 },
      { filters: { has_grants: true, type: "1" }, sort_column: "title" as const, page: 1, per_page: 6 },
      { filters: { countries: "not-an-id" }, page: 1, per_page: 24 },
    ];
    for (const query of queries) {
      expect(await local.institutionsGrid(query), JSON.stringify(query)).toEqual(await http.institutionsGrid(query));
    }
  });

  it("reads an institution, its degree programs and education bases, and misses as null", async () => {
    const [http, local] = both();
    const listing = await http.institutionsGrid({ filters: {}, page: 1, per_page: 6 });
    expect(listing.data.length).toBeGreaterThan(0);
    for (const card of listing.data) {
      const viaHttp = await http.institution(card.id);
      const viaPort = await local.institution(card.id);
      expect(withoutView(viaPort)).toEqual(withoutView(viaHttp));
      expect(viaPort?.views).toBe((viaHttp?.views ?? 0) + 1);
      for (const program of viaHttp?.degree_programs.slice(0, 2) ?? []) {
        const lookup = { institution_id: card.id, degree_program_slug: program.slug };
        expect(await local.degreeProgram(lookup)).toEqual(await http.degreeProgram(lookup));
        for (const base of program.education_bases.slice(0, 2)) {
          const baseViaHttp = await http.educationBase(base.id);
          const baseViaPort = await local.educationBase(base.id);
          expect(baseViaPort === null ? null : { ...baseViaPort, views: 0 }).toEqual(
            baseViaHttp === null ? null : { ...baseViaHttp, views: 0 },
          );
          expect(baseViaPort?.views).toBe((baseViaHttp?.views ?? 0) + 1);
        }
      }
    }
    expect(await local.institution(987_654_321)).toBeNull();
    expect(await http.institution(987_654_321)).toBeNull();
    expect(await local.educationBase(987_654_321)).toEqual(await http.educationBase(987_654_321));
    const missing = { institution_id: listing.data[0]?.id ?? 1, degree_program_slug: "no-such-program" };
    expect(await local.degreeProgram(missing)).toEqual(await http.degreeProgram(missing));
  });

  it("reads the content lists and items the pages show", async () => {
    const [http, local] = both();
    const window = { page: 1, per_page: 12 };
    expect(await local.coursesGrid({ ...window, filters: { kind: "hsk" } })).toEqual(
      await http.coursesGrid({ ...window, filters: { kind: "hsk" } }),
    );
    const courses = await http.coursesGrid(window);
    expect(await local.coursesGrid(window)).toEqual(courses);
    const course = courses.data[0];
    if (course !== undefined) expect(await local.course(course.slug)).toEqual(await http.course(course.slug));
    const posts = await http.blogPostsGrid(window);
    expect(await local.blogPostsGrid(window)).toEqual(posts);
    const post = posts.data[0];
    if (post !== undefined) expect(await local.blogPost(post.slug)).toEqual(await http.blogPost(post.slug));
    expect(await local.reviewsGrid(window)).toEqual(await http.reviewsGrid(window));
    expect(await local.teamGrid({ page: 1, per_page: 9 })).toEqual(await http.teamGrid({ page: 1, per_page: 9 }));
    expect(await local.faqGrid(window)).toEqual(await http.faqGrid(window));
    expect(await local.certificatesGrid(window)).toEqual(await http.certificatesGrid(window));
    expect(await local.diplomasGrid(window)).toEqual(await http.diplomasGrid(window));
    const countries = await http.countryServicesGrid({ page: 1, per_page: 100 });
    expect(await local.countryServicesGrid({ page: 1, per_page: 100 })).toEqual(countries);
    const country = countries.data[0];
    if (country !== undefined) {
      const slug = country.country.slug;
      expect(await local.countryTariffs(slug)).toEqual(await http.countryTariffs(slug));
    }
    const notifications = [overHttp(cookieOf()).notifications, inProcess(cookieOf()).notifications] as const;
    expect(await notifications[1].grid(window)).toEqual(await notifications[0].grid(window));
    expect(await local.coursesGrid({ page: 0, per_page: 12 })).toEqual(
      await http.coursesGrid({ page: 0, per_page: 12 }),
    );
    const rating = await http.reviewsRating();
    expect(rating.count).toBeGreaterThan(0);
    expect(await local.reviewsRating()).toEqual(rating);
  });
});

describe("the in-process teacher and sitemap ports answer what the HTTP adapters do", () => {
  it("lists the teachers with photos on the page's origin", async () => {
    const teachers = await overHttp(null).teachers.list();
    expect(teachers.length).toBeGreaterThan(0);
    expect(await inProcess(null).teachers.list()).toEqual(teachers);
  });

  it("reads sitemap pages, and a page the API refuses as null", async () => {
    for (const query of [
      { page: 1, per_page: 100 },
      { page: 2, per_page: 50 },
      { page: 0, per_page: 10 },
    ]) {
      expect(await inProcess(null).sitemap.page(query), JSON.stringify(query)).toEqual(
        await overHttp(null).sitemap.page(query),
      );
    }
  });
});

describe("the in-process shortlist port answers what the HTTP adapter does", () => {
  it("reads the signed-in visitor's list, and null for an anonymous one", async () => {
    expect(await overHttp(signedInCookie).shortlist.get()).not.toBeNull();
    expect(await inProcess(signedInCookie).shortlist.get()).toEqual(await overHttp(signedInCookie).shortlist.get());
    expect(await inProcess(null).shortlist.get()).toBeNull();
    expect(await overHttp(null).shortlist.get()).toBeNull();
  });
});

describe("the in-process ports", () => {
  it("never calls the server's own HTTP API for a read of a live session or of no session", () => {
    expect(apiCalls).toBe(0);
  });
});

describe("the in-process moderation port answers what the HTTP adapter does (ADR 062)", () => {
  it("reads the moderation list for staff under filters, and null for a student", async () => {
    const staff = await insertUser(handle.db, { role: "staff", first_name: "Ольга" });
    const token = await insertSession(handle.db, staff.id, new Date(NOW.getTime() + 3_600_000));
    const staffCookie = `${AUTH_COOKIE}=${encodeURIComponent(
      JSON.stringify({ token, expires: new Date(NOW.getTime() + 3_600_000).toISOString() }),
    )}`;
    const [institution] = await handle.db.select({ id: institutions.id }).from(institutions).limit(1);
    const relation = { relation_type: "institution", relation_id: institution?.id ?? 0 };
    const comments = sqlCommentRepository(handle.db);
    const base = { relation, parent_id: null, author_id: staff.id, attachment_id: null } as const;
    const review = await comments.create({ ...base, text: "Отзыв о вузе", is_review: true, rating: 5 }, NOW);
    const question = await comments.create({ ...base, text: "Вопрос о визе", is_review: false, rating: null }, NOW);
    await comments.create({ ...base, parent_id: question, text: "Ответ", is_review: false, rating: null }, NOW);
    await comments.hide(review, { at: NOW, reason: "Проверка", by: staff.id });
    const filters = [
      { state: "all", type: "all", search: "", page: 1 },
      { state: "hidden", type: "reviews", search: "", page: 1 },
      { state: "visible", type: "comments", search: "визе", page: 1 },
      { state: "all", type: "all", search: "", page: 3 },
    ] as const;
    for (const filter of filters) {
      const local = await inProcess(staffCookie).staffComments.page(filter);
      expect(local?.total, JSON.stringify(filter)).toBeGreaterThanOrEqual(filter.page === 1 ? 1 : 0);
      expect(local, JSON.stringify(filter)).toEqual(await overHttp(staffCookie).staffComments.page(filter));
    }
    expect(await inProcess(signedInCookie).staffComments.page(filters[0])).toBeNull();
    expect(await overHttp(signedInCookie).staffComments.page(filters[0])).toBeNull();
    expect(await inProcess(null).staffComments.page(filters[0])).toBeNull();
  });
});

describe("the in-process staff application port answers what the HTTP adapter does (ADR 057)", () => {
  const cookieOf = (token: string) =>
    `${AUTH_COOKIE}=${encodeURIComponent(
      JSON.stringify({ token, expires: new Date(NOW.getTime() + 3_600_000).toISOString() }),
    )}`;
  const call = async (path: string, token: string, body: unknown) => {
    const response = await apiFetch(`http://in-process.local/api/ru/v1${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await response.json()) as { id: number };
  };

  it("reads the applicant, notes, audit and assignee for staff, and null for a student or no such application", async () => {
    const student = await insertUser(handle.db, { first_name: "Анна", last_name: "Петрова" });
    const staff = await insertUser(handle.db, { role: "staff", first_name: "Ольга", last_name: "Смирнова" });
    const studentToken = await insertSession(handle.db, student.id, new Date(NOW.getTime() + 3_600_000));
    const staffToken = await insertSession(handle.db, staff.id, new Date(NOW.getTime() + 3_600_000));
    const { base } = await insertCatalogue(handle.db);
    const { id } = await call("/bookings/create", studentToken, { education_base_id: base.id });
    const [staffCookie, studentCookie] = [cookieOf(staffToken), cookieOf(studentToken)];
    const both = async <T>(read: (api: SiteApi["staffApplication"]) => Promise<T>) => {
      const local = await read(inProcess(staffCookie).staffApplication);
      expect(local).toEqual(await read(overHttp(staffCookie).staffApplication));
      return local;
    };
    expect(await both((api) => api.assignment(id))).toEqual({ assignee: null });
    await call(`/staff/bookings/${id}/assignee`, staffToken, { assignee_user_id: staff.id });
    for (const text of ["Перезвонить вечером", "Проверить перевод аттестата"]) {
      await call(`/staff/bookings/${id}/notes`, staffToken, { text });
    }
    expect(await both((api) => api.assignment(id))).toEqual({ assignee: { id: staff.id, name: "Ольга Смирнова" } });
    expect(await both((api) => api.applicant(id))).toMatchObject({ user_id: student.id, name: "Анна Петрова" });
    expect((await both((api) => api.notes(id, 1)))?.total).toBe(2);
    expect((await both((api) => api.audit(id, 1)))?.items.map((entry) => entry.action)).toEqual([
      "note.add",
      "note.add",
      "booking.assign",
    ]);
    expect((await both((api) => api.notes(id, 2)))?.items).toEqual([]);
    for (const missing of [
      await both((api) => api.assignment(id + 1_000_000)),
      await both((api) => api.applicant(id + 1_000_000)),
    ]) {
      expect(missing).toBeNull();
    }
    expect(await inProcess(studentCookie).staffApplication.assignment(id)).toBeNull();
    expect(await overHttp(studentCookie).staffApplication.assignment(id)).toBeNull();
    expect(await inProcess(null).staffApplication.notes(id, 1)).toBeNull();
  });
});
