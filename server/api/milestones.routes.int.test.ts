import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingMilestones, bookings } from "../../adapters/storage/sql/schema";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import { insertCatalogue } from "../../tests/integration/community-seed";

let h: CommunityApp;
let owner: SignedIn;
let stranger: SignedIn;
let staff: SignedIn;
let admin: SignedIn;
let bookingId: number;

const send = (method: "PUT" | "DELETE", path: string, body: unknown, who?: SignedIn) =>
  h.app.request(path, {
    method,
    headers: {
      ...(who ? { Authorization: `Bearer ${who.token}` } : {}),
      "Content-Type": "application/json",
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });

const readTimeline = (id: number | string, who?: SignedIn) => h.get(`${V1}/bookings/${id}/timeline`, who?.token);
const read = (id: number | string, who?: SignedIn) => h.get(`${V1}/bookings/${id}/milestones`, who?.token);
const setStep = (id: number | string, step: string, body: unknown, who?: SignedIn) =>
  send("PUT", `${V1}/staff/bookings/${id}/milestones/${step}`, body, who);
const clearStep = (id: number | string, step: string, who?: SignedIn) =>
  send("DELETE", `${V1}/staff/bookings/${id}/milestones/${step}`, undefined, who);

beforeAll(async () => {
  h = await openCommunityApp(new Date("2026-08-01T09:00:00.000Z"));
  [owner, stranger, staff, admin] = [
    await h.signIn(),
    await h.signIn(),
    await h.signIn({ role: "staff" }),
    await h.signIn({ role: "admin" }),
  ];
  const cat = await insertCatalogue(h.db);
  const created = await h.post(`${V1}/bookings/create`, { education_base_id: cat.base.id }, owner.token);
  bookingId = ((await created.json()) as { id: number }).id;
  await h.db.update(bookings).set({ status: "processing" }).where(eq(bookings.id, bookingId));
});
afterAll(() => h.close());

describe("milestones: authorization matrix", () => {
  const who = () => ({ anonymous: undefined, owner, stranger, staff, admin });
  const expected = {
    read: { anonymous: 401, owner: 200, stranger: 404, staff: 200, admin: 200 },
    timeline: { anonymous: 401, owner: 200, stranger: 404, staff: 200, admin: 200 },
    set: { anonymous: 403, owner: 403, stranger: 403, staff: 200, admin: 200 },
    clear: { anonymous: 403, owner: 403, stranger: 403, staff: 200, admin: 200 },
  } as const;

  it("answers each caller as the matrix says, and only staff change dates", async () => {
    for (const [name, caller] of Object.entries(who())) {
      const key = name as keyof ReturnType<typeof who>;
      expect([name, (await read(bookingId, caller)).status]).toEqual([name, expected.read[key]]);
      expect([name, (await readTimeline(bookingId, caller)).status]).toEqual([name, expected.timeline[key]]);
      expect([name, (await setStep(bookingId, "arrival", { date: "2026-08-30" }, caller)).status]).toEqual([
        name,
        expected.set[key],
      ]);
      expect([name, (await clearStep(bookingId, "x1_visa", caller)).status]).toEqual([name, expected.clear[key]]);
    }
    const rows = await h.db.select({ updated_by: bookingMilestones.updated_by }).from(bookingMilestones);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.updated_by === staff.id || row.updated_by === admin.id)).toBe(true);
  });

  it("answers 404 alike for a missing application, an id that cannot exist and an unknown step", async () => {
    for (const id of [2_000_000_000, "abc", "0"]) {
      expect((await read(id, owner)).status).toBe(404);
      expect((await readTimeline(id, owner)).status).toBe(404);
      expect((await setStep(id, "arrival", { date: "2026-08-30" }, staff)).status).toBe(404);
    }
    expect((await setStep(bookingId, "graduation", { date: "2026-08-30" }, staff)).status).toBe(404);
    expect((await clearStep(bookingId, "graduation", staff)).status).toBe(404);
  });
});

describe("timeline", () => {
  it("shows the owner the creation row and whose move it is", async () => {
    const body = (await (await readTimeline(bookingId, owner)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      booking_id: bookingId,
      status: "processing",
      party: "university",
      usual_days: { min: 14, max: 60 },
      entries: [{ kind: "status", by: "applicant", from: null, to: "registering" }],
    });
  });
});

describe("milestones: dates and countdowns", () => {
  it("shows the owner the countdowns staff planned", async () => {
    expect((await setStep(bookingId, "registration", { date: "2026-09-11" }, staff)).status).toBe(200);
    expect((await setStep(bookingId, "jw202", { date: "2026-09-12" }, staff)).status).toBe(200);
    const body = (await (await read(bookingId, owner)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      booking_id: bookingId,
      shown: true,
      countdowns: { days_to_registration: 41, jw202_valid_until: "2027-03-12" },
    });
  });

  it("refuses a date that is not a calendar day with 422 and the field's message", async () => {
    for (const body of [{ date: "2026-02-30" }, { date: 5 }, {}, "{not json"]) {
      const response = await setStep(bookingId, "arrival", body, staff);
      expect(response.status).toBe(422);
      const answer = (await response.json()) as { data: Record<string, string[]> };
      expect(answer.data.date).toEqual(["Укажите дату в формате ГГГГ-ММ-ДД."]);
    }
  });

  it("clears a date", async () => {
    await setStep(bookingId, "x1_visa", { date: "2026-08-20" }, staff);
    const cleared = (await (await clearStep(bookingId, "x1_visa", staff)).json()) as {
      steps: { step: string; date: string | null }[];
    };
    expect(cleared.steps.find((step) => step.step === "x1_visa")?.date).toBeNull();
  });
});
