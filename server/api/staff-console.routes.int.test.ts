import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlMailOutbox } from "../../adapters/mail/mail-outbox.sql";
import { sqlFormSubmissionRepository } from "../../adapters/storage/sql/repositories/form-submissions.sql";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import { insertCatalogue, type SeedCatalogue } from "../../tests/integration/community-seed";

let h: CommunityApp;
let student: SignedIn;
let staff: SignedIn;
let admin: SignedIn;
let cat: SeedCatalogue;
let leadId: number;

const call = (method: "GET" | "POST" | "PUT", path: string, who?: SignedIn, body?: unknown) =>
  h.app.request(path, {
    method,
    headers: {
      ...(who ? { Authorization: `Bearer ${who.token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const json = async (response: Response) => (await response.json()) as Record<string, unknown> & { data?: unknown[] };

const addLead = (fields: Record<string, string>, kind: "simple" | "promo" = "simple") =>
  sqlFormSubmissionRepository(h.db).add({
    kind,
    fields,
    origin: {
      pageUrl: "https://shuyuan.example/?utm_source=vk&utm_campaign=winter",
      utm: { utm_source: "vk", utm_campaign: "winter" },
      callSessionId: "ct-5",
      userId: null,
      ip: "203.0.113.1",
      userAgent: "test",
    },
    uploadId: null,
    createdAt: h.now(),
  });

beforeAll(async () => {
  h = await openCommunityApp(new Date("2026-11-28T09:00:00.000Z"));
  [student, staff, admin] = [
    await h.signIn(),
    await h.signIn({ role: "staff" }),
    await h.signIn({ role: "admin", first_name: "Админ" }),
  ];
  cat = await insertCatalogue(h.db);
  leadId = (await addLead({ name: "Анна", phone: "+79123456789" })).id;
  await sqlMailOutbox(h.db).add({ to: "anna@example.com", subject: "Регистрация", text: "Добро пожаловать" }, h.now());
});
afterAll(() => h.close());

describe("staff console API: authorization matrix (ADR 058)", () => {
  const callers = () => ({ anonymous: undefined, student, staff, admin });
  const staffOnly = { anonymous: 403, student: 403, staff: 200, admin: 200 } as const;
  const adminOnly = { anonymous: 403, student: 403, staff: 403, admin: 200 } as const;

  it("lets staff and admin read leads, mail and the audit log, and only admin the team; 403 for the rest", async () => {
    const reads = [
      [`${V1}/staff/leads`, staffOnly],
      [`${V1}/staff/leads/${leadId}`, staffOnly],
      [`${V1}/staff/mail`, staffOnly],
      [`${V1}/staff/mail/1`, staffOnly],
      [`${V1}/staff/audit`, staffOnly],
      [`${V1}/staff/team`, adminOnly],
    ] as const;
    for (const [path, expected] of reads) {
      for (const [name, who] of Object.entries(callers())) {
        expect([path, name, (await call("GET", path, who)).status]).toEqual([
          path,
          name,
          expected[name as keyof typeof expected],
        ]);
      }
    }
  });

  it("refuses every write to anonymous callers and students (and team writes to staff) before reading the body", async () => {
    const writes = [
      ["PUT", `${V1}/staff/leads/${leadId}/handling`, ["anonymous", "student"]],
      ["POST", `${V1}/staff/leads/${leadId}/application`, ["anonymous", "student"]],
      ["POST", `${V1}/staff/team`, ["anonymous", "student", "staff"]],
      ["PUT", `${V1}/staff/team/${staff.id}/role`, ["anonymous", "student", "staff"]],
    ] as const;
    for (const [method, path, refused] of writes) {
      for (const name of refused) {
        const who = callers()[name];
        expect([path, name, (await call(method, path, who, {})).status]).toEqual([path, name, 403]);
      }
    }
    expect((await call("POST", `${V1}/staff/team/local`, undefined, {})).status).toBe(403);
  });
});

describe("staff console API: leads", () => {
  it("lists a lead with its contacts, page, utm and call id, filtered by state and kind", async () => {
    const promo = await addLead({ name: "Борис", email: "boris@example.com" }, "promo");
    const all = await json(await call("GET", `${V1}/staff/leads`, staff));
    expect(all).toMatchObject({ total: 2, last_page: 1 });
    expect(all.data?.[1]).toMatchObject({
      id: leadId,
      kind: "simple",
      contacts: { name: "Анна", phone: "+79123456789", email: "" },
      page_url: "https://shuyuan.example/?utm_source=vk&utm_campaign=winter",
      utm: { utm_source: "vk", utm_campaign: "winter" },
      call_session_id: "ct-5",
      state: "new",
    });
    const promos = await json(await call("GET", `${V1}/staff/leads?kind=promo`, staff));
    expect(promos.data?.map((lead) => (lead as { id: number }).id)).toEqual([promo.id]);
    const bad = await call("GET", `${V1}/staff/leads?state=lost&page=0`, staff);
    expect(bad.status).toBe(422);
    expect(Object.keys((await json(bad)).data ?? {}).sort()).toEqual(["page", "state"]);
  });

  it("moves a lead to done with a note and an assignee, audited; refuses a student as assignee", async () => {
    const path = `${V1}/staff/leads/${leadId}/handling`;
    const refused = await call("PUT", path, staff, { state: "done", assignee_user_id: student.id, note: "" });
    expect(refused.status).toBe(422);
    expect((await json(refused)).data).toEqual({ assignee_user_id: ["Ответственным может быть только сотрудник."] });
    const done = await call("PUT", path, staff, {
      state: "done",
      assignee_user_id: staff.id,
      note: "Записали на курс",
    });
    expect(done.status).toBe(200);
    expect(await json(done)).toMatchObject({ state: "done", assignee_user_id: staff.id, note: "Записали на курс" });
    const done_ = await json(await call("GET", `${V1}/staff/leads?state=done`, staff));
    expect(done_.total).toBe(1);
    const audit = await json(await call("GET", `${V1}/staff/audit?subject_type=lead&actor=${staff.id}`, admin));
    expect(audit.data?.[0]).toMatchObject({
      action: "lead.update",
      subject_id: leadId,
      before: { state: "new", assignee_user_id: null, note: "" },
      after: { state: "done", assignee_user_id: staff.id, note: "Записали на курс" },
    });
  });

  it("turns a lead into the application of a registered user, once", async () => {
    const path = `${V1}/staff/leads/${leadId}/application`;
    const unknown = await call("POST", path, staff, { email: "nobody@example.com", education_base_id: cat.base.id });
    expect((await json(unknown)).data).toEqual({ email: ["Пользователь с такой почтой не зарегистрирован."] });
    const noBase = await call("POST", path, staff, {
      email: `${student.username}@example.test`,
      education_base_id: 999999,
    });
    expect(noBase.status).toBe(422);
    const created = await call("POST", path, staff, {
      email: `${student.username}@example.test`,
      education_base_id: cat.base.id,
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { booking_id: number; lead: { booking_id: number } };
    expect(body.lead.booking_id).toBe(body.booking_id);
    const booking = await json(await call("GET", `${V1}/bookings/${body.booking_id}`, student));
    expect(booking).toMatchObject({ id: body.booking_id, status: "registering" });
    const again = await call("POST", path, staff, {
      email: `${student.username}@example.test`,
      education_base_id: cat.otherBase.id,
    });
    expect(again.status).toBe(409);
    const audit = await json(await call("GET", `${V1}/staff/audit?booking=${body.booking_id}`, staff));
    expect(audit.data?.map((entry) => (entry as { action: string }).action)).toContain("lead.convert");
  });

  it("answers 404 for a lead that does not exist", async () => {
    expect((await call("GET", `${V1}/staff/leads/999999`, staff)).status).toBe(404);
    expect((await call("PUT", `${V1}/staff/leads/999999/handling`, staff, { state: "done" })).status).toBe(404);
  });
});

describe("staff console API: outbox and team", () => {
  it("lists the outbox by recipient and opens a mail with its text", async () => {
    const list = await json(await call("GET", `${V1}/staff/mail?to=ANNA`, staff));
    expect(list).toMatchObject({ total: 1 });
    const [item] = (list.data ?? []) as { id: number; text?: string }[];
    expect(item).toMatchObject({ to: "anna@example.com", subject: "Регистрация", sent_at: null, attempts: 0 });
    expect(item?.text).toBeUndefined();
    const mail = await json(await call("GET", `${V1}/staff/mail/${item?.id}`, staff));
    expect(mail).toMatchObject({ text: "Добро пожаловать" });
    expect((await call("GET", `${V1}/staff/mail/999999`, staff)).status).toBe(404);
  });

  it("lets an admin add staff (with a password, or a mailed link), change a role and remove staff rights", async () => {
    const withPassword = await call("POST", `${V1}/staff/team`, admin, {
      first_name: "Вера",
      last_name: "Ким",
      email: "vera@example.com",
      role: "staff",
      password: "надёжный-пароль-7",
    });
    expect(withPassword.status).toBe(201);
    const vera = (await withPassword.json()) as { id: number };
    const withLink = await call("POST", `${V1}/staff/team`, admin, {
      first_name: "Олег",
      last_name: "Ли",
      email: "oleg@example.com",
      role: "admin",
      password: "",
    });
    expect(withLink.status).toBe(201);
    const invite = await json(await call("GET", `${V1}/staff/mail?to=oleg@example.com`, admin));
    expect(invite.data?.[0]).toMatchObject({ subject: "Вас добавили в команду сайта Шуюань" });
    const taken = await call("POST", `${V1}/staff/team`, admin, {
      first_name: "В",
      last_name: "К",
      email: "VERA@example.com",
      role: "staff",
      password: "",
    });
    expect((await json(taken)).data).toEqual({ email: ["Аккаунт с такой почтой уже есть."] });
    const role = (id: number, value: string) => call("PUT", `${V1}/staff/team/${id}/role`, admin, { role: value });
    expect(await json(await role(vera.id, "admin"))).toEqual({ id: vera.id, role: "admin" });
    expect((await role(admin.id, "staff")).status).toBe(409);
    expect((await role(student.id, "staff")).status).toBe(409);
    expect((await role(vera.id, "boss")).status).toBe(422);
    expect((await role(vera.id, "user")).status).toBe(200);
    const team = await json(await call("GET", `${V1}/staff/team`, admin));
    expect(team.data?.map((member) => (member as { email: string }).email)).not.toContain("vera@example.com");
    const audit = await json(await call("GET", `${V1}/staff/audit?subject_type=user`, admin));
    expect(audit.data?.map((entry) => (entry as { action: string }).action)).toEqual([
      "team.role",
      "team.role",
      "team.add",
      "team.add",
    ]);
  });

  it("closes the console at once for someone whose staff rights were removed", async () => {
    const former = await h.signIn({ role: "staff" });
    expect((await call("GET", `${V1}/staff/leads`, former)).status).toBe(200);
    expect((await call("PUT", `${V1}/staff/team/${former.id}/role`, admin, { role: "user" })).status).toBe(200);
    expect((await call("GET", `${V1}/staff/leads`, former)).status).toBe(403);
  });
});
