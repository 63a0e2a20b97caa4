import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookings, courses } from "../../adapters/storage/sql/schema";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import { insertCatalogue } from "../../tests/integration/community-seed";

let h: CommunityApp;
let student: SignedIn;
let staff: SignedIn;
let admin: SignedIn;
let bookingId: number;

beforeAll(async () => {
  h = await openCommunityApp(new Date("2026-11-28T09:00:00.000Z"));
  [student, staff, admin] = [
    await h.signIn({ first_name: "Анна", last_name: "Смирнова" }),
    await h.signIn({ role: "staff", first_name: "Ли", last_name: "Мин" }),
    await h.signIn({ role: "admin", first_name: "Олег", last_name: "Ким" }),
  ];
  const catalogue = await insertCatalogue(h.db);
  const created = await h.post(`${V1}/bookings/create`, { education_base_id: catalogue.base.id }, student.token);
  bookingId = ((await created.json()) as { id: number }).id;
  // Sent for checking three days ago: past the default two days of the agency's check.
  await h.db
    .update(bookings)
    .set({ status: "checking", status_changed_at: new Date("2026-11-25T09:00:00.000Z") })
    .where(eq(bookings.id, bookingId));
});
afterAll(() => h.close());

const CALLERS = () => ({ anonymous: undefined, student, staff, admin });
type Caller = keyof ReturnType<typeof CALLERS>;

const calls = {
  queue: (who?: SignedIn) => h.get(`${V1}/staff/queue`, who?.token),
  options: (who?: SignedIn) => h.get(`${V1}/staff/queue/options`, who?.token),
  sla: (who?: SignedIn) => h.get(`${V1}/staff/sla`, who?.token),
  assign: (who?: SignedIn) =>
    h.post(`${V1}/staff/bookings/${bookingId}/assignee`, { assignee_user_id: null }, who?.token),
  setSla: (who?: SignedIn) => h.post(`${V1}/staff/sla`, { status: "processing", hours: null }, who?.token),
} as const;

const MATRIX: Readonly<Record<keyof typeof calls, Readonly<Record<Caller, number>>>> = {
  queue: { anonymous: 403, student: 403, staff: 200, admin: 200 },
  options: { anonymous: 403, student: 403, staff: 200, admin: 200 },
  sla: { anonymous: 403, student: 403, staff: 200, admin: 200 },
  assign: { anonymous: 403, student: 403, staff: 200, admin: 200 },
  setSla: { anonymous: 403, student: 403, staff: 403, admin: 200 },
};

describe("staff queue calls: authorization matrix", () => {
  it("answers each caller as the matrix says: 403 «Доступно только сотрудникам.» for everyone else", async () => {
    for (const [call, expected] of Object.entries(MATRIX)) {
      for (const [name, who] of Object.entries(CALLERS())) {
        const response = await calls[call as keyof typeof calls](who);
        expect([call, name, response.status]).toEqual([call, name, expected[name as Caller]]);
        if (response.status === 403) {
          expect(((await response.json()) as { message: string }).message).toBe("Доступно только сотрудникам.");
        }
      }
    }
  });
});

describe("GET /staff/queue", () => {
  it("lists the application with its student, whose move, the SLA and the overdue mark, never cached", async () => {
    const response = await calls.queue(staff);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = (await response.json()) as { rows: Record<string, unknown>[]; counts: Record<string, number> };
    expect(body.counts).toEqual({ checking: 1 });
    expect(body.rows[0]).toMatchObject({
      id: bookingId,
      status: "checking",
      party: "agency",
      overdue: true,
      due_at: "2026-11-27T09:00:00.000Z",
      student: { name: "Анна Смирнова" },
    });
  });

  it("filters by the address's names and answers 422 with Russian messages for bad values", async () => {
    const search = await h.get(
      `${V1}/staff/queue?q=%D1%81%D0%BC%D0%B8%D1%80%D0%BD%D0%BE%D0%B2%D0%B0&overdue=1`,
      staff.token,
    );
    expect(((await search.json()) as { total: number }).total).toBe(1);
    const none = await h.get(`${V1}/staff/queue?party=applicant`, staff.token);
    expect(((await none.json()) as { total: number }).total).toBe(0);
    const bad = await h.get(`${V1}/staff/queue?status=new&page=0&assignee=me`, staff.token);
    expect(bad.status).toBe(422);
    const fields = ((await bad.json()) as { data: Record<string, string[]> }).data;
    expect(Object.keys(fields).sort()).toEqual(["assignee", "page", "status"]);
    expect(fields.status).toEqual(["Неизвестный статус заявки."]);
  });
});

describe("POST /staff/bookings/{id}/assignee", () => {
  it("takes, reassigns and unassigns, each recorded in the audit log with the assignee before and after", async () => {
    const assign = (assignee: number | null, who: SignedIn = staff) =>
      h.post(`${V1}/staff/bookings/${bookingId}/assignee`, { assignee_user_id: assignee }, who.token);
    expect(await (await assign(staff.id)).json()).toEqual({ booking_id: bookingId, assignee_user_id: staff.id });
    expect((await assign(admin.id)).status).toBe(200);
    expect((await assign(null, admin)).status).toBe(200);
    const entries = await h.db.select().from(auditLog).where(eq(auditLog.booking_id, bookingId));
    const assignments = entries.filter((entry) => entry.action === "booking.assign").slice(-3);
    expect(assignments.map((entry) => [entry.actor_user_id, entry.before, entry.after])).toEqual([
      [staff.id, { assignee_user_id: null }, { assignee_user_id: staff.id }],
      [staff.id, { assignee_user_id: staff.id }, { assignee_user_id: admin.id }],
      [admin.id, { assignee_user_id: admin.id }, { assignee_user_id: null }],
    ]);
  });

  it("refuses a student as assignee (422), an unknown application (404) and a bad body (422)", async () => {
    const post = (id: number | string, body: unknown) =>
      h.post(`${V1}/staff/bookings/${id}/assignee`, body, staff.token);
    expect((await post(bookingId, { assignee_user_id: student.id })).status).toBe(422);
    expect((await post(bookingId + 999, { assignee_user_id: staff.id })).status).toBe(404);
    expect((await post("abc", { assignee_user_id: staff.id })).status).toBe(404);
    expect((await post(bookingId, { assignee_user_id: "x" })).status).toBe(422);
    expect((await post(bookingId, "{")).status).toBe(422);
  });
});

describe("the SLA", () => {
  it("lets an admin change a status's hours (audited), which moves the overdue mark, and refuses statuses without a clock", async () => {
    const set = (body: unknown) => h.post(`${V1}/staff/sla`, body, admin.token);
    expect((await set({ status: "checking", hours: 100 })).status).toBe(200);
    const row = ((await (await calls.queue(staff)).json()) as { rows: { overdue: boolean }[] }).rows[0];
    expect(row?.overdue).toBe(false);
    const refused = await set({ status: "pending_payment", hours: 5 });
    expect(refused.status).toBe(422);
    expect((await set({ status: "checking", hours: 0 })).status).toBe(422);
    const sla = (await (await calls.sla(staff)).json()) as { statuses: { status: string; hours: number }[] };
    expect(sla.statuses.find((s) => s.status === "checking")?.hours).toBe(100);
    const audited = await h.db.select().from(auditLog).where(eq(auditLog.action, "sla.set"));
    expect(audited.at(-1)).toMatchObject({
      actor_user_id: admin.id,
      before: { status: "checking", hours: 48 },
      after: { status: "checking", hours: 100 },
    });
  });
});

describe("the course filter", () => {
  it("lists only the chosen course's applications, names the course on the row and offers the courses applied to", async () => {
    const [course, other] = await h.db
      .insert(courses)
      .values([
        { slug: "queue-hsk-4", title: "HSK 4 онлайн", kind: "hsk", duration: "8 недель" },
        { slug: "queue-semestr", title: "Языковой семестр", kind: "language", duration: "1 семестр" },
      ])
      .returning({ id: courses.id, title: courses.title });
    if (course === undefined || other === undefined) throw new Error("no course rows");
    const created = await h.post(`${V1}/bookings/create`, { course_id: course.id }, student.token);
    expect(created.status).toBe(201);
    const courseBooking = ((await created.json()) as { id: number }).id;

    const filtered = await h.get(`${V1}/staff/queue?course=${course.id}`, staff.token);
    const body = (await filtered.json()) as { total: number; rows: Record<string, unknown>[] };
    expect(body.total).toBe(1);
    expect(body.rows.map((row) => row.id)).toEqual([courseBooking]);
    expect(body.rows[0]).toMatchObject({
      institution: null,
      program: null,
      course: { id: course.id, name: "HSK 4 онлайн" },
    });
    const all = (await (await calls.queue(staff)).json()) as { total: number };
    expect(all.total).toBe(2);
    const none = (await (await h.get(`${V1}/staff/queue?course=${other.id}`, staff.token)).json()) as {
      total: number;
    };
    expect(none.total).toBe(0);

    const options = (await (await calls.options(staff)).json()) as { courses: { id: number; name: string }[] };
    expect(options.courses).toEqual([{ id: course.id, name: "HSK 4 онлайн" }]);
    const bad = await h.get(`${V1}/staff/queue?course=abc`, staff.token);
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { data: Record<string, string[]> }).data)).toEqual(["course"]);
  });
});
