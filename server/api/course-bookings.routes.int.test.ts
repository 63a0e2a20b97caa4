import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, courses } from "../../adapters/storage/sql/schema";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import { insertCatalogue } from "../../tests/integration/community-seed";

let h: CommunityApp;
let owner: SignedIn;
let stranger: SignedIn;
let staff: SignedIn;
let admin: SignedIn;
let online: number;
let inChina: number;
let onlineBooking: number;
let chinaBooking: number;

const json = async (response: Response, status: number) => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as Record<string, unknown>;
};

async function insertCourse(values: typeof courses.$inferInsert): Promise<number> {
  const [row] = await h.db.insert(courses).values(values).returning({ id: courses.id });
  if (row === undefined) throw new Error("INSERT INTO courses returned no row");
  return row.id;
}

const apply = async (course_id: number, who: SignedIn, status = 201) =>
  json(await h.post(`${V1}/bookings/create`, { course_id, intake: "Январь 2027" }, who.token), status);

beforeAll(async () => {
  h = await openCommunityApp(new Date("2026-11-28T09:00:00.000Z"));
  [owner, stranger, staff, admin] = [
    await h.signIn(),
    await h.signIn(),
    await h.signIn({ role: "staff" }),
    await h.signIn({ role: "admin" }),
  ];
  online = await insertCourse({
    slug: "kitajskij-s-nulya",
    title: "Китайский с нуля онлайн",
    kind: "online",
    duration: "4 месяца, 32 занятия",
    price: 28_900,
  });
  inChina = await insertCourse({
    slug: "yazykovoj-semestr",
    title: "Языковой семестр в Китае",
    kind: "language",
    duration: "1 семестр, 18 недель",
    price: 145_000,
  });
  onlineBooking = (await apply(online, owner)).id as number;
  chinaBooking = (await apply(inChina, owner)).id as number;
});
afterAll(() => h.close());

describe("course bookings: authorization matrix", () => {
  const who = () => ({ anonymous: undefined, owner, stranger, staff, admin });
  const READ = { anonymous: 401, owner: 200, stranger: 404, staff: 200, admin: 200 } as const;
  const reads = ["", "/documents", "/messages", "/ledger", "/timeline", "/milestones"];

  it("lets only the owner and staff read a course application and its tabs; anyone else reads nothing", async () => {
    for (const [name, caller] of Object.entries(who())) {
      const key = name as keyof ReturnType<typeof who>;
      for (const suffix of reads) {
        const response = await h.get(`${V1}/bookings/${onlineBooking}${suffix}`, caller?.token);
        expect([name, suffix, response.status]).toEqual([name, suffix, READ[key]]);
      }
    }
  });

  it("lets only staff price the tuition from the course, and nobody move or write into another's application", async () => {
    const tuition = { anonymous: 401, owner: 403, stranger: 403, staff: 201, admin: 201 } as const;
    for (const [name, caller] of Object.entries(who())) {
      const key = name as keyof ReturnType<typeof who>;
      const response = await h.post(`${V1}/staff/bookings/${chinaBooking}/ledger/course-tuition`, {}, caller?.token);
      expect([name, response.status]).toEqual([name, tuition[key]]);
    }
    expect((await h.post(`${V1}/bookings/${onlineBooking}/submit`, {}, stranger.token)).status).toBe(404);
    expect(
      (await h.post(`${V1}/bookings/${onlineBooking}/messages`, { text: "Здравствуйте" }, stranger.token)).status,
    ).toBe(404);
    expect((await h.post(`${V1}/bookings/create`, { course_id: online })).status).toBe(401);
  });
});

describe("course bookings: the rules through the API", () => {
  it("answers the application as a course, with the desired start and no institution", async () => {
    const body = await json(await h.get(`${V1}/bookings/${onlineBooking}`, owner.token), 200);
    expect(body).toMatchObject({
      target: "course",
      course: { id: online, slug: "kitajskij-s-nulya", title: "Китайский с нуля онлайн", kind: "online" },
      intake: "Январь 2027",
      status: "registering",
    });
    expect(body).not.toHaveProperty("institution");
    const list = await json(await h.get(`${V1}/main/applications-list`, owner.token), 200);
    const items = (list.data as { items: { id: number; target: string }[] }[]).flatMap((group) => group.items);
    expect(
      items
        .filter((item) => item.target === "course")
        .map((item) => item.id)
        .sort(),
    ).toEqual([onlineBooking, chinaBooking].sort());
  });

  it("holds one open application per user and course, and says a missing course is missing", async () => {
    const duplicate = await json(await h.post(`${V1}/bookings/create`, { course_id: online }, owner.token), 409);
    expect(duplicate.message).toBe("У вас уже есть активная заявка на этот курс.");
    await apply(online, stranger);
    const missing = await json(await h.post(`${V1}/bookings/create`, { course_id: 2_000_000_000 }, owner.token), 404);
    expect(missing.message).toBe("Курс не найден.");
    const two = await json(
      await h.post(`${V1}/bookings/create`, { course_id: online, education_base_id: 1 }, owner.token),
      422,
    );
    expect(Object.keys(two.data as object).sort()).toEqual(["course_id", "degree_program_id", "education_base_id"]);
  });

  it("sends an online course at once (no papers), and holds a course in China until the passport and photo are in", async () => {
    const docs = await json(await h.get(`${V1}/bookings/${onlineBooking}/documents`, owner.token), 200);
    expect(docs).toMatchObject({ mandatory_total: 0, documents: [] });
    await json(await h.post(`${V1}/bookings/${onlineBooking}/submit`, {}, owner.token), 200);

    const china = await json(await h.get(`${V1}/bookings/${chinaBooking}/documents`, owner.token), 200);
    const kinds = (china.documents as { kind: string; mandatory: boolean }[]).map((d) => [d.kind, d.mandatory]);
    expect(kinds).toEqual([
      ["passport", true],
      ["photo", true],
      ["diploma", false],
    ]);
    const refused = await json(await h.post(`${V1}/bookings/${chinaBooking}/submit`, {}, owner.token), 422);
    expect(Object.keys(refused.data as object)).toEqual(["command"]);
  });

  it("prices the tuition line from the course in roubles, and refuses it for a university application", async () => {
    const line = await json(
      await h.post(`${V1}/staff/bookings/${onlineBooking}/ledger/course-tuition`, {}, staff.token),
      201,
    );
    expect(line).toMatchObject({
      kind: "tuition",
      description: "Китайский с нуля онлайн",
      recipient: "agency",
      amount_minor: 2_890_000,
      currency: "RUB",
      amount_rub_minor: 2_890_000,
      refund_rule: "refundable_minus_bank_costs",
      payment_status: "pending_payment",
      state: "due",
    });
    const cat = await insertCatalogue(h.db);
    const base = await json(
      await h.post(`${V1}/bookings/create`, { education_base_id: cat.base.id }, owner.token),
      201,
    );
    const refused = await json(
      await h.post(`${V1}/staff/bookings/${base.id}/ledger/course-tuition`, {}, staff.token),
      422,
    );
    expect(refused.message).toBe("Это заявка не на курс: у неё нет цены курса.");
  });

  it("has no steps after the offer online, and an X2 plan (no JW202, no residence permit) for a short course in China", async () => {
    await h.db.update(bookings).set({ status: "processing" }).where(eq(bookings.id, chinaBooking));
    const plan = await json(await h.get(`${V1}/bookings/${chinaBooking}/milestones`, owner.token), 200);
    expect(plan.shown).toBe(true);
    expect((plan.steps as { step: string }[]).map((s) => s.step)).toEqual([
      "admission_notice",
      "x1_visa",
      "arrival",
      "registration",
    ]);
    const put = (id: number, step: string) =>
      h.app.request(`${V1}/staff/bookings/${id}/milestones/${step}`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${staff.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ date: "2027-02-20" }),
      });
    expect((await put(chinaBooking, "jw202")).status).toBe(404);
    expect((await put(chinaBooking, "arrival")).status).toBe(200);
    await h.db.update(bookings).set({ status: "processing" }).where(eq(bookings.id, onlineBooking));
    const none = await json(await h.get(`${V1}/bookings/${onlineBooking}/milestones`, owner.token), 200);
    expect(none).toMatchObject({ shown: false, steps: [] });
    expect((await put(onlineBooking, "arrival")).status).toBe(404);
  });

  it("carries the thread and the notifications of a course application like any other", async () => {
    await json(
      await h.post(`${V1}/bookings/${chinaBooking}/messages`, { text: "Когда начнётся семестр?" }, owner.token),
      201,
    );
    await json(
      await h.post(
        `${V1}/staff/bookings/${chinaBooking}/messages`,
        { text: "В марте, подробности ниже." },
        staff.token,
      ),
      201,
    );
    const thread = await json(await h.get(`${V1}/bookings/${chinaBooking}/messages`, owner.token), 200);
    expect(JSON.stringify(thread)).toContain("В марте, подробности ниже.");
    const grid = await json(await h.get(`${V1}/notifications/grid?page=1&per_page=50`, owner.token), 200);
    const forCourses = (grid.data as { link: string | null }[]).filter((n) =>
      [onlineBooking, chinaBooking].some((id) => n.link?.includes(`/applications/${id}/`)),
    );
    expect(forCourses.length).toBeGreaterThanOrEqual(3);
  });
});
