import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import { handInDocuments, insertCatalogue } from "../../tests/integration/community-seed";

let h: CommunityApp;
let owner: SignedIn;
let stranger: SignedIn;
let staff: SignedIn;
let admin: SignedIn;
let booking: number;

const LINE = {
  kind: "service_fee",
  description: "Сервисный сбор агентства",
  recipient: "agency",
  amount_minor: 1_500_000,
  currency: "RUB",
  refund_rule: "non_refundable",
  payment_status: "pending_payment",
};

const json = async (response: Response, status: number) => {
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json() as Promise<Record<string, unknown>>;
};

beforeAll(async () => {
  h = await openCommunityApp(new Date("2026-11-28T09:00:00.000Z"));
  [owner, stranger, staff, admin] = [
    await h.signIn({ first_name: "Анна", last_name: "Петрова" }),
    await h.signIn(),
    await h.signIn({ role: "staff", first_name: "Ольга", last_name: "Смирнова" }),
    await h.signIn({ role: "admin" }),
  ];
  const cat = await insertCatalogue(h.db);
  const created = await json(
    await h.post(`${V1}/bookings/create`, { education_base_id: cat.base.id }, owner.token),
    201,
  );
  booking = created.id as number;
  await handInDocuments(h.db, booking);
  await json(await h.post(`${V1}/bookings/${booking}/submit`, {}, owner.token), 200);
});
afterAll(() => h.close());

/** A due line on the booking, set by staff through the API. */
const dueLine = async () =>
  (await json(await h.post(`${V1}/staff/bookings/${booking}/ledger`, LINE, staff.token), 201)).id as number;

describe("staff application calls: authorization matrix", () => {
  const callers = () => ({ anonymous: undefined, owner, stranger, staff, admin });
  const staffOnly = (ok: number) => ({ anonymous: 403, owner: 403, stranger: 403, staff: ok, admin: ok });

  it("answers 403 to everyone but staff, anonymous visitors included, for every call the page added", async () => {
    const lines = { staff: await dueLine(), admin: await dueLine(), other: await dueLine() };
    for (const [name, who] of Object.entries(callers())) {
      const key = name as keyof ReturnType<typeof callers>;
      const line = key === "staff" || key === "admin" ? lines[key] : lines.other;
      const calls = {
        applicant: [await h.get(`${V1}/staff/bookings/${booking}/applicant`, who?.token), staffOnly(200)],
        notes: [await h.get(`${V1}/staff/bookings/${booking}/notes`, who?.token), staffOnly(200)],
        addNote: [
          await h.post(`${V1}/staff/bookings/${booking}/notes`, { text: `от ${name}` }, who?.token),
          staffOnly(201),
        ],
        audit: [await h.get(`${V1}/staff/bookings/${booking}/audit`, who?.token), staffOnly(200)],
        paid: [await h.post(`${V1}/staff/bookings/${booking}/ledger/${line}/paid`, {}, who?.token), staffOnly(200)],
        assignment: [await h.get(`${V1}/staff/bookings/${booking}/assignment`, who?.token), staffOnly(200)],
      } as const;
      for (const [call, [response, expected]] of Object.entries(calls)) {
        expect([name, call, response.status]).toEqual([name, call, expected[key]]);
      }
    }
  });

  it("answers 404 for an application that does not exist or an id that cannot be one", async () => {
    for (const id of [2_000_000_000, "abc", "0"]) {
      expect((await h.get(`${V1}/staff/bookings/${id}/applicant`, staff.token)).status).toBe(404);
      expect((await h.get(`${V1}/staff/bookings/${id}/notes`, staff.token)).status).toBe(404);
      expect((await h.post(`${V1}/staff/bookings/${id}/notes`, { text: "x" }, staff.token)).status).toBe(404);
      expect((await h.get(`${V1}/staff/bookings/${id}/audit`, staff.token)).status).toBe(404);
      expect((await h.get(`${V1}/staff/bookings/${id}/assignment`, staff.token)).status).toBe(404);
    }
  });
});

const put = (path: string, body: unknown, token: string) =>
  h.app.request(path, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("staff application calls", () => {
  it("shows staff the applicant's account", async () => {
    expect(await json(await h.get(`${V1}/staff/bookings/${booking}/applicant`, staff.token), 200)).toEqual({
      user_id: owner.id,
      name: "Анна Петрова",
      email: `${owner.username}@example.test`,
      phone: expect.any(String),
    });
  });

  it("keeps notes with their author, newest first, paged; refuses an empty one at its field", async () => {
    await json(
      await h.post(`${V1}/staff/bookings/${booking}/notes`, { text: "  Перезвонить вечером " }, staff.token),
      201,
    );
    expect(
      await json(await h.post(`${V1}/staff/bookings/${booking}/notes`, { text: "   " }, staff.token), 422),
    ).toEqual({
      message: expect.any(String),
      data: { text: ["Напишите заметку."] },
    });
    const page = await json(await h.get(`${V1}/staff/bookings/${booking}/notes?per_page=1`, staff.token), 200);
    expect(page).toMatchObject({ data: [{ text: "Перезвонить вечером", author_name: "Ольга Смирнова" }] });
    expect(page.last_page).toBe(page.total);
  });

  it("never puts a staff note in any answer the applicant reads", async () => {
    const secret = "Только для сотрудников: проверить оплату";
    await json(await h.post(`${V1}/staff/bookings/${booking}/notes`, { text: secret }, staff.token), 201);
    for (const path of ["", "/messages", "/timeline", "/ledger", "/documents", "/milestones"]) {
      const response = await h.get(`${V1}/bookings/${booking}${path}`, owner.token);
      expect([path, response.status]).toEqual([path, 200]);
      expect(await response.text()).not.toContain(secret);
    }
    expect(await (await h.get(`${V1}/applications`, owner.token)).text()).not.toContain(secret);
  });

  it("lists every staff action on the application with who, before and after, newest first", async () => {
    const line = await dueLine();
    await json(
      await h.post(`${V1}/staff/bookings/${booking}/messages`, { text: "Получили документы." }, staff.token),
      201,
    );
    await json(
      await h.post(
        `${V1}/staff/bookings/${booking}/move`,
        { command: "request_changes", remark: "Нужен скан чётче" },
        staff.token,
      ),
      200,
    );
    await json(await h.post(`${V1}/staff/bookings/${booking}/ledger/${line}/paid`, {}, staff.token), 200);
    const audit = await json(await h.get(`${V1}/staff/bookings/${booking}/audit?per_page=3`, staff.token), 200);
    expect(audit.data).toEqual([
      expect.objectContaining({
        action: "ledger.paid",
        actor_name: "Ольга Смирнова",
        subject_type: "ledger_line",
        subject_id: line,
        before: { state: "due" },
        after: expect.objectContaining({ state: "paid" }),
      }),
      expect.objectContaining({
        action: "booking.move",
        before: { status: "checking", resume_status: null },
        after: expect.objectContaining({ status: "in_review", remark: "Нужен скан чётче" }),
      }),
      expect.objectContaining({ action: "message.post", after: { text: "Получили документы." } }),
    ]);
    expect(audit.total as number).toBeGreaterThan(3);
    const second = await json(await h.get(`${V1}/staff/bookings/${booking}/audit?per_page=3&page=2`, staff.token), 200);
    expect((second.data as unknown[]).length).toBeGreaterThan(0);
  });

  it("records a document decision, a milestone date and a note with their state before and after", async () => {
    const listed = await json(await h.get(`${V1}/bookings/${booking}/documents`, staff.token), 200);
    const uploaded = (listed.documents as { id: number; stage: string }[]).find((doc) => doc.stage === "uploaded");
    if (uploaded === undefined) throw new Error("no uploaded document");
    const decision = `${V1}/staff/bookings/${booking}/documents/${uploaded.id}/decision`;
    await json(await h.post(decision, { decision: "accept" }, staff.token), 200);
    await json(
      await put(`${V1}/staff/bookings/${booking}/milestones/arrival`, { date: "2027-08-30" }, staff.token),
      200,
    );
    const note = await json(
      await h.post(`${V1}/staff/bookings/${booking}/notes`, { text: "Виза готова" }, staff.token),
      201,
    );
    const audit = await json(await h.get(`${V1}/staff/bookings/${booking}/audit?per_page=3`, staff.token), 200);
    expect(audit.data).toEqual([
      expect.objectContaining({
        action: "note.add",
        subject_type: "note",
        subject_id: note.id,
        after: { text: "Виза готова" },
      }),
      expect.objectContaining({
        action: "milestone.set",
        before: { step: "arrival", on_date: null },
        after: { step: "arrival", on_date: "2027-08-30" },
      }),
      expect.objectContaining({
        action: "document.decide",
        subject_id: uploaded.id,
        before: expect.objectContaining({ stage: "uploaded" }),
        after: expect.objectContaining({ stage: "accepted" }),
      }),
    ]);
  });

  it("refuses to mark a paid line paid again (409) and a line of another application (404)", async () => {
    const line = await dueLine();
    await json(await h.post(`${V1}/staff/bookings/${booking}/ledger/${line}/paid`, {}, staff.token), 200);
    expect((await h.post(`${V1}/staff/bookings/${booking}/ledger/${line}/paid`, {}, staff.token)).status).toBe(409);
    expect((await h.post(`${V1}/staff/bookings/${booking + 1000}/ledger/${line}/paid`, {}, staff.token)).status).toBe(
      404,
    );
  });
});

describe("staff application calls: the assignee", () => {
  const assignment = async () => json(await h.get(`${V1}/staff/bookings/${booking}/assignment`, admin.token), 200);
  const assign = async (assignee_user_id: number | null) =>
    json(await h.post(`${V1}/staff/bookings/${booking}/assignee`, { assignee_user_id }, staff.token), 200);

  it("answers who handles the application with their name, and nobody once it is left unassigned", async () => {
    await assign(null);
    expect(await assignment()).toEqual({ assignee: null });
    await assign(staff.id);
    expect(await assignment()).toEqual({ assignee: { id: staff.id, name: "Ольга Смирнова" } });
    await assign(null);
    expect(await assignment()).toEqual({ assignee: null });
  });
});
