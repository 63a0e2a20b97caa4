import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingLedgerLines, bookingStatusHistory, bookings } from "../../adapters/storage/sql/schema";
import { PAYMENT_STATUSES } from "../../core/domain/booking/move-requirements";
import type { Booking } from "../../core/domain/booking/booking";
import { startBooking } from "../../core/domain/booking/booking";
import type { BookingActor } from "../../core/domain/booking/booking-actor";
import { BOOKING_COMMANDS, type BookingCommand } from "../../core/domain/booking/booking-command";
import { transition } from "../../core/domain/booking/booking-transition";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import { handInDocuments, insertCatalogue, type SeedCatalogue } from "../../tests/integration/community-seed";

type Details = {
  id: number;
  status: string;
  resume_status: string | null;
  target: string;
  education_base: { id: number; slug: string; title: string };
  degree_program: { id: number; slug: string; title: string };
  allowed_moves: { command: string; to: string }[];
};
type Group = { status: string | null; title: string; description: string; items: Details[] };

let h: CommunityApp;
let staff: SignedIn;
let cat: SeedCatalogue;

beforeAll(async () => {
  h = await openCommunityApp();
  staff = await h.signIn({ role: "staff" });
});
afterAll(() => h.close());
beforeEach(async () => {
  cat = await insertCatalogue(h.db);
});

const create = (body: unknown, who?: SignedIn) => h.post(`${V1}/bookings/create`, body, who?.token);

async function created(who: SignedIn, body: unknown = { education_base_id: cat.base.id }): Promise<Details> {
  const response = await create(body, who);
  expect(response.status).toBe(201);
  const details = (await response.json()) as Details;
  await amountsDue(details.id);
  await handInDocuments(h.db, details.id);
  return details;
}

const act = (id: number | string, path: "submit" | "cancel", who?: SignedIn) =>
  h.post(`${V1}/bookings/${id}/${path}`, {}, who?.token);
const userMove = (id: number, command: string, who?: SignedIn) =>
  h.post(`${V1}/bookings/${id}/move`, { command }, who?.token);
/** `null` calls anonymously. */
const staffMove = (id: number, command: string, who: SignedIn | null = staff) =>
  h.post(`${V1}/staff/bookings/${id}/move`, { command, remark: STAFF_REMARK }, who?.token);

/** Staff explain every move here, so the moves that need a remark (ADR 051) are not refused for the lack of one. */
const STAFF_REMARK = "Проверено сотрудником";

/** A due ledger line in every payment status, so entering one is not refused for the lack of an amount (ADR 051). */
async function amountsDue(booking_id: number) {
  await h.db.insert(bookingLedgerLines).values(
    PAYMENT_STATUSES.map((payment_stage) => ({
      booking_id,
      kind: "service_fee",
      recipient: "agency",
      amount_minor: 5_000_000,
      currency: "RUB",
      amount_rub_minor: 5_000_000,
      refund_rule: "non_refundable",
      payment_stage,
    })),
  );
}

async function storedStatus(id: number) {
  const [row] = await h.db
    .select({ status: bookings.status, resume_status: bookings.resume_status })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row;
}

async function historyOf(id: number) {
  return h.db
    .select({
      from: bookingStatusHistory.from_status,
      to: bookingStatusHistory.to_status,
      actor: bookingStatusHistory.actor,
    })
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.booking_id, id))
    .orderBy(bookingStatusHistory.id);
}

describe("POST /bookings/create", () => {
  it("creates a registering booking of an education base, with the moves open to the applicant", async () => {
    const user = await h.signIn();
    const response = await create({ education_base_id: cat.base.id }, user);
    expect(response.status).toBe(201);
    const body = (await response.json()) as Details & Record<string, unknown>;
    expect(body).toMatchObject({
      status: "registering",
      resume_status: null,
      target: "education_base",
      education_base: cat.base,
      degree_program: cat.program,
      institution: { id: cat.institution.id, slug: cat.institution.slug, type: 1, type_slug: "universities" },
      created_at: h.now().toISOString(),
      allowed_moves: [
        { command: "submit", to: "checking" },
        { command: "request_cancellation", to: "pending_cancellation" },
      ],
    });
    expect(await historyOf(body.id)).toEqual([{ from: null, to: "registering", actor: "user" }]);
  });

  it("creates a booking of a whole degree program, named in the education base slot", async () => {
    const user = await h.signIn();
    const body = await created(user, { degree_program_id: cat.program.id });
    expect(body).toMatchObject({ target: "degree_program", education_base: cat.program, degree_program: cat.program });
  });

  it("answers 401 to an anonymous visitor", async () => {
    const response = await create({ education_base_id: cat.base.id });
    expect(response.status).toBe(401);
  });

  it("answers 422 unless exactly one of education_base_id, degree_program_id and course_id is given", async () => {
    const user = await h.signIn();
    const neither = await create({}, user);
    expect(neither.status).toBe(422);
    expect(await neither.json()).toEqual({
      message: "Проверьте правильность заполнения полей.",
      data: {
        education_base_id: ["Укажите основу обучения, программу обучения или курс."],
        degree_program_id: ["Укажите основу обучения, программу обучения или курс."],
        course_id: ["Укажите основу обучения, программу обучения или курс."],
      },
    });
    const both = await create({ education_base_id: cat.base.id, degree_program_id: cat.program.id }, user);
    expect(both.status).toBe(422);
    expect(await both.json()).toMatchObject({
      data: { education_base_id: ["Укажите что-то одно: основу обучения, программу обучения или курс."] },
    });
    const bad = await create({ education_base_id: "7" }, user);
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ data: { education_base_id: ["Некорректный идентификатор."] } });
    expect(await (await h.get(`${V1}/main/applications-list`, user.token)).json()).toEqual({ data: [] });
  });

  it("answers 404 for an unknown education base or degree program", async () => {
    const user = await h.signIn();
    const base = await create({ education_base_id: 2_000_000_000 }, user);
    expect(base.status).toBe(404);
    expect(await base.json()).toEqual({ message: "Основа обучения не найдена." });
    const program = await create({ degree_program_id: 2_000_000_000 }, user);
    expect(program.status).toBe(404);
    expect(await program.json()).toEqual({ message: "Программа обучения не найдена." });
  });

  it("answers 409 to a second open booking of the same base, and allows one after a cancellation", async () => {
    const user = await h.signIn();
    const first = await created(user);
    const again = await create({ education_base_id: cat.base.id }, user);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "У вас уже есть активная заявка на эту программу обучения." });
    await created(user, { education_base_id: cat.otherBase.id });
    await created(await h.signIn());
    expect((await act(first.id, "cancel", user)).status).toBe(200);
    expect((await create({ education_base_id: cat.base.id }, user)).status).toBe(409);
    expect((await staffMove(first.id, "confirm_cancellation")).status).toBe(200);
    await created(user);
  });
  it("creates exactly one booking when the same request arrives several times at once", async () => {
    const user = await h.signIn();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => create({ education_base_id: cat.base.id }, user)),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const list = (await (await h.get(`${V1}/main/applications-list`, user.token)).json()) as { data: Group[] };
    expect(list.data.flatMap((g) => g.items)).toHaveLength(1);
  });
});

describe("submit and cancel", () => {
  it("submits (registering -> checking), then refuses a second submit with 422", async () => {
    const user = await h.signIn();
    const booking = await created(user);
    const submitted = await act(booking.id, "submit", user);
    expect(submitted.status).toBe(200);
    expect(await submitted.json()).toMatchObject({
      id: booking.id,
      status: "checking",
      allowed_moves: [{ command: "request_cancellation", to: "pending_cancellation" }],
    });
    const again = await act(booking.id, "submit", user);
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      message: "Это действие недоступно для заявки в статусе «Проверка».",
      data: { command: ["Это действие недоступно для заявки в статусе «Проверка»."] },
    });
    expect(await historyOf(booking.id)).toEqual([
      { from: null, to: "registering", actor: "user" },
      { from: "registering", to: "checking", actor: "user" },
    ]);
  });

  it("resubmits after staff asked for changes", async () => {
    const user = await h.signIn();
    const booking = await created(user);
    await act(booking.id, "submit", user);
    expect(await (await staffMove(booking.id, "request_changes")).json()).toMatchObject({ status: "in_review" });
    expect(await (await act(booking.id, "submit", user)).json()).toMatchObject({ status: "checking" });
  });

  it("cancels by asking for cancellation; the request remembers the status to return to", async () => {
    const user = await h.signIn();
    const booking = await created(user);
    await act(booking.id, "submit", user);
    const cancelled = await act(booking.id, "cancel", user);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      status: "pending_cancellation",
      resume_status: "checking",
      allowed_moves: [],
    });
    expect(await storedStatus(booking.id)).toEqual({ status: "pending_cancellation", resume_status: "checking" });
    const again = await act(booking.id, "cancel", user);
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({
      message: "Это действие недоступно для заявки в статусе «Ожидает отмены».",
    });
    expect(await (await staffMove(booking.id, "withdraw_cancellation")).json()).toMatchObject({
      status: "checking",
      resume_status: null,
    });
  });

  it("answers 404 for someone else's booking, an unknown id or a malformed id, and changes nothing", async () => {
    const owner = await h.signIn();
    const intruder = await h.signIn();
    const booking = await created(owner);
    for (const [id, who] of [
      [booking.id, intruder],
      [2_000_000_000, owner],
      ["abc", owner],
      ["99999999999", owner],
    ] as const) {
      for (const path of ["submit", "cancel"] as const) {
        const response = await act(id, path, who);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: "Заявка не найдена." });
      }
    }
    expect((await userMove(booking.id, "submit", intruder)).status).toBe(404);
    expect(await storedStatus(booking.id)).toEqual({ status: "registering", resume_status: null });
    expect((await act(booking.id, "submit")).status).toBe(401);
  });

  it("answers 403 when the applicant gives a staff command, 422 for an unknown command", async () => {
    const user = await h.signIn();
    const booking = await created(user);
    await act(booking.id, "submit", user);
    const staffOnly = await userMove(booking.id, "approve_documents", user);
    expect(staffOnly.status).toBe(403);
    expect(await staffOnly.json()).toEqual({ message: "Это действие выполняет сотрудник." });
    const unknown = await userMove(booking.id, "teleport", user);
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ data: { command: ["Неизвестное действие с заявкой."] } });
    expect(await storedStatus(booking.id)).toEqual({ status: "checking", resume_status: null });
  });

  it("refuses to move a booking whose stored status the machine cannot read", async () => {
    const user = await h.signIn();
    const booking = await created(user);
    await h.db.update(bookings).set({ status: "archived" }).where(eq(bookings.id, booking.id));
    const response = await act(booking.id, "submit", user);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: "Статус заявки не распознан: действие недоступно." });
    const list = (await (await h.get(`${V1}/main/applications-list`, user.token)).json()) as { data: Group[] };
    expect(list.data).toMatchObject([
      { status: null, title: "Неизвестный статус", description: "Информация о статусе отсутствует." },
    ]);
  });
});

describe("POST /staff/bookings/{id}/move", () => {
  it("is for staff and admins only", async () => {
    const user = await h.signIn();
    const booking = await created(user);
    await act(booking.id, "submit", user);
    expect((await staffMove(booking.id, "approve_documents", null)).status).toBe(401);
    const forbidden = await staffMove(booking.id, "approve_documents", user);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: "Доступно только сотрудникам." });
    const admin = await h.signIn({ role: "admin" });
    const approved = await staffMove(booking.id, "approve_documents", admin);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({
      status: "being_signed",
      allowed_moves: [
        { command: "sign", to: "pending_payment" },
        { command: "request_cancellation", to: "pending_cancellation" },
        { command: "hold", to: "waiting" },
      ],
    });
    expect((await staffMove(2_000_000_000, "hold")).status).toBe(404);
  });

  it("answers 403 to an applicant's command and 422 once the booking is final", async () => {
    const user = await h.signIn();
    const booking = await created(user);
    const notStaffs = await staffMove(booking.id, "submit");
    expect(notStaffs.status).toBe(403);
    expect(await notStaffs.json()).toEqual({ message: "Это действие выполняет заявитель." });
    await staffMove(booking.id, "request_cancellation");
    await staffMove(booking.id, "confirm_cancellation");
    const final = await staffMove(booking.id, "release");
    expect(final.status).toBe(422);
    expect(await final.json()).toMatchObject({
      message: "Заявка завершена или отменена: её статус больше не меняется.",
    });
    expect((await act(booking.id, "cancel", user)).status).toBe(422);
  });
});

describe("GET /main/applications-list", () => {
  it("answers 401 to an anonymous visitor", async () => {
    expect((await h.get(`${V1}/main/applications-list`)).status).toBe(401);
  });

  it("groups the user's own bookings by status in display order, newest first within a group", async () => {
    const user = await h.signIn();
    const other = await h.signIn();
    const a = await created(user, { education_base_id: cat.base.id });
    h.advanceSeconds(10);
    const b = await created(user, { education_base_id: cat.otherBase.id });
    h.advanceSeconds(10);
    const c = await created(user, { degree_program_id: cat.program.id });
    await created(other);
    await act(b.id, "submit", user);
    await staffMove(a.id, "hold");
    const response = await h.get(`${V1}/main/applications-list`, user.token);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Group[] };
    expect(data.map((g) => [g.status, g.title, g.items.map((i) => i.id)])).toEqual([
      ["registering", "Оформление", [c.id]],
      ["checking", "Проверка", [b.id]],
      ["waiting", "Ожидание", [a.id]],
    ]);
    expect(data[0]?.description).toBe("Заявка создана, но ещё не отправлена на проверку.");
    expect(data[2]?.items[0]).toMatchObject({ status: "waiting", resume_status: "registering" });
  });
});

/** Everything the HTTP API lets an applicant or staff member ask, as one alphabet for the model. */
type Step = { readonly actor: BookingActor; readonly command: BookingCommand };

const stepArb: fc.Arbitrary<Step> = fc.record({
  actor: fc.constantFrom<BookingActor>("user", "staff"),
  command: fc.constantFrom(...BOOKING_COMMANDS),
});

describe("the booking endpoints follow the core status machine", () => {
  it("answers every sequence of moves exactly as `transition` decides, and stores what it decides", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), async (steps) => {
        const user = await h.signIn();
        const booking = await created(user);
        let model: Booking = startBooking(String(booking.id));
        let accepted = 0;
        for (const step of steps) {
          const response =
            step.actor === "staff"
              ? await staffMove(booking.id, step.command)
              : await userMove(booking.id, step.command, user);
          const expected = transition(model, step.command, step.actor, h.now());
          if (expected.ok) {
            model = expected.value;
            accepted++;
            expect(response.status).toBe(200);
            const body = (await response.json()) as Details;
            expect(body.status).toBe(model.status);
            expect(body.resume_status).toBe("resume" in model ? model.resume : null);
          } else {
            expect(response.status).toBe(expected.error._tag === "Forbidden" ? 403 : 422);
          }
        }
        expect(await storedStatus(booking.id)).toEqual({
          status: model.status,
          resume_status: "resume" in model ? model.resume : null,
        });
        expect(await historyOf(booking.id)).toHaveLength(accepted + 1);
        const list = (await (await h.get(`${V1}/main/applications-list`, user.token)).json()) as { data: Group[] };
        expect(list.data.map((g) => [g.status, g.items.map((i) => i.id)])).toEqual([[model.status, [booking.id]]]);
      }),
      { numRuns: 30 },
    );
  });
});
