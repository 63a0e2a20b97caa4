import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMMUNITY_IDS as ID, memoryBookingWorld } from "../../../tests/builders/memory-community.builder";
import { type Booking, startBooking } from "../../domain/booking/booking";
import { BOOKING_ACTORS } from "../../domain/booking/booking-actor";
import { BOOKING_COMMANDS } from "../../domain/booking/booking-command";
import { transition } from "../../domain/booking/booking-transition";
import { createBooking } from "./create-booking";
import { listApplications } from "./list-applications";
import { moveBooking } from "./move-booking";
import { Result } from "effect";
import { runUseCase } from "../shared/run-use-case";
import { memoryApplicantNotifier } from "../../../adapters/storage/memory/applicant-notifier.memory";
import { memoryBookingGates, memoryBookingRemarks } from "../../../adapters/storage/memory/booking-gates.memory";
import { memoryUserRepository } from "../../../adapters/storage/memory/users.memory";
import { BOOKING_TRANSITIONS } from "../../domain/booking/booking-transitions";
import { moveRequirements, PAYMENT_STATUSES } from "../../domain/booking/move-requirements";
import type { MemoryBookingRepository } from "../../../adapters/storage/memory/bookings.memory";

const NOW = new Date("2026-03-01T09:00:00.000Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const applicant = { actor: "user" as const, user_id: ID.alice };
const staff = { actor: "staff" as const, user_id: ID.moderator };

const users = memoryUserRepository();
const baseRequest = (education_base_id: number) => ({ target: { _tag: "EducationBase", education_base_id } as const });

/** The moves' collaborators in memory: no documents (nothing missing), no ledger lines. */
function moveDeps(bookings: MemoryBookingRepository) {
  return {
    bookings,
    gates: memoryBookingGates(),
    notifier: memoryApplicantNotifier(),
    remarks: memoryBookingRemarks(),
  };
}

async function placed(bookings = memoryBookingWorld()) {
  const created = await runUseCase(createBooking({ bookings, users }, ID.alice, baseRequest(ID.base), NOW));
  if (Result.isFailure(created)) throw new Error("booking not created");
  return { bookings, id: created.success.id, deps: moveDeps(bookings) };
}

describe("createBooking", () => {
  it("places a registering booking with the applicant's moves", async () => {
    const bookings = memoryBookingWorld();
    const created = await runUseCase(createBooking({ bookings, users }, ID.alice, baseRequest(ID.base), NOW));
    expect(created).toMatchObject(
      Result.succeed({
        status: "registering",
        target: "education_base",
        education_base: { id: ID.base },
        degree_program: { id: ID.program },
        allowed_moves: [
          { command: "submit", to: "checking" },
          { command: "request_cancellation", to: "pending_cancellation" },
        ],
      }),
    );
  });

  it("refuses unknown targets and a second open booking of the same target", async () => {
    const { bookings, id } = await placed();
    expect(await runUseCase(createBooking({ bookings, users }, ID.alice, baseRequest(ID.base), NOW))).toEqual(
      Result.fail({ _tag: "DuplicateBooking", existing_id: id, target: baseRequest(ID.base).target }),
    );
    expect(
      await runUseCase(
        createBooking({ bookings, users }, ID.alice, { target: { _tag: "DegreeProgram", degree_program_id: 9 } }, NOW),
      ),
    ).toMatchObject(Result.fail({ _tag: "TargetNotFound" }));
    expect(
      await runUseCase(
        createBooking(
          { bookings, users },
          ID.alice,
          { target: { _tag: "DegreeProgram", degree_program_id: ID.program } },
          NOW,
        ),
      ),
    ).toMatchObject(Result.succeed({ target: "degree_program", education_base: { id: ID.program } }));
  });
});

describe("moveBooking", () => {
  it("moves through the machine and writes one history row per move", async () => {
    const { bookings, id, deps } = await placed();
    expect(await runUseCase(moveBooking(deps, applicant, id, "submit", later(1)))).toMatchObject(
      Result.succeed({ status: "checking" }),
    );
    expect(await runUseCase(moveBooking(deps, staff, id, "hold", later(2), "Ждём ответа университета"))).toMatchObject(
      Result.succeed({
        status: "waiting",
        resume_status: "checking",
        allowed_moves: [{ command: "release", to: "resume" }],
      }),
    );
    expect(
      (await bookings.history(id)).map((row) => [row.from_status, row.to_status, row.actor, row.actor_user_id]),
    ).toEqual([
      [null, "registering", "user", ID.alice],
      ["registering", "checking", "user", ID.alice],
      ["checking", "waiting", "staff", ID.moderator],
    ]);
  });

  it("hides other applicants' bookings and refuses what the machine refuses", async () => {
    const { bookings, id, deps } = await placed();
    expect(await runUseCase(moveBooking(deps, { actor: "user", user_id: ID.bob }, id, "submit", NOW))).toEqual(
      Result.fail({ _tag: "BookingNotFound", id }),
    );
    expect(await runUseCase(moveBooking(deps, applicant, id, "confirm_payment", NOW))).toMatchObject(
      Result.fail({ _tag: "NotAllowed" }),
    );
    expect(await runUseCase(moveBooking(deps, applicant, id, "hold", NOW))).toMatchObject(
      Result.fail({ _tag: "Forbidden", allowed: ["staff"] }),
    );
    bookings.overwriteStatus(id, "archived", null);
    expect(await runUseCase(moveBooking(deps, staff, id, "hold", NOW))).toMatchObject(
      Result.fail({ _tag: "UnreadableBookingState", status: "archived" }),
    );
  });

  it("matches a model of the machine, the documents gate, the ledger gate and remarks on any sequence", async () => {
    const step = fc.record({
      actor: fc.constantFrom(...BOOKING_ACTORS),
      command: fc.constantFrom(...BOOKING_COMMANDS),
      remark: fc.constantFrom("", "  ", "Загрузите перевод диплома"),
      documentsIn: fc.boolean(),
      dueIn: fc.subarray([...PAYMENT_STATUSES]),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const { bookings, id, deps } = await placed();
        let model: Booking = startBooking(String(id));
        let notified = 0;
        for (const [i, s] of steps.entries()) {
          deps.gates.setDocuments(id, [{ title: "Загранпаспорт", mandatory: true, done: s.documentsIn }]);
          deps.gates.setLedger(
            id,
            s.dueIn.map((status) => ({ status, due: true })),
          );
          const mover = s.actor === "user" ? applicant : staff;
          const result = await runUseCase(moveBooking(deps, mover, id, s.command, later(i), s.remark));
          const machine = transition(model, s.command, s.actor, later(i));
          if (!machine.ok) {
            expect(Result.isFailure(result) && result.failure._tag).toBe(machine.error._tag);
            continue;
          }
          const rule = BOOKING_TRANSITIONS.find((r) => r.from === model.status && r.command === s.command);
          const unmet = (rule === undefined ? [] : moveRequirements(s.command, rule.to)).find((need) =>
            need._tag === "Documents"
              ? !s.documentsIn
              : need._tag === "Remark"
                ? s.remark.trim() === ""
                : !s.dueIn.includes(need.status),
          );
          if (unmet === undefined) {
            expect(Result.isSuccess(result)).toBe(true);
            model = machine.value;
            notified += 1;
          } else {
            const expected = { Documents: "DocumentsMissing", Remark: "RemarkRequired", DueLine: "NoDueLine" }[
              unmet._tag
            ];
            expect(Result.isFailure(result) && result.failure._tag).toBe(expected);
          }
        }
        expect(await bookings.find(id)).toMatchObject({
          status: model.status,
          resume_status: "resume" in model ? model.resume : null,
        });
        expect(await bookings.history(id)).toHaveLength(model.history.length + 1);
        expect(deps.notifier.events).toHaveLength(notified);
      }),
    );
  });

  it("writes a staff remark into the thread and tells the applicant about every move", async () => {
    const { bookings, id, deps } = await placed();
    await runUseCase(moveBooking(deps, applicant, id, "submit", later(1)));
    const asked = await runUseCase(
      moveBooking(deps, staff, id, "request_changes", later(2), "  Загрузите перевод диплома  "),
    );
    expect(asked).toMatchObject(Result.succeed({ status: "in_review" }));
    expect(deps.remarks.posted).toEqual([
      { booking_id: id, staff_user_id: ID.moderator, text: "Загрузите перевод диплома", at: later(2) },
    ]);
    expect(deps.notifier.events).toEqual([
      { _tag: "StatusChanged", booking_id: id, user_id: ID.alice, from: "registering", to: "checking", remark: "" },
      {
        _tag: "StatusChanged",
        booking_id: id,
        user_id: ID.alice,
        from: "checking",
        to: "in_review",
        remark: "Загрузите перевод диплома",
      },
    ]);
    expect((await bookings.history(id)).at(-1)).toMatchObject({ remark: "Загрузите перевод диплома" });
  });

  it("names the missing mandatory documents when sending is refused", async () => {
    const { id, deps } = await placed();
    deps.gates.setDocuments(id, [
      { title: "Загранпаспорт", mandatory: true, done: true },
      { title: "Диплом", mandatory: true, done: false },
      { title: "Сертификат HSK", mandatory: false, done: false },
    ]);
    expect(await runUseCase(moveBooking(deps, applicant, id, "submit", later(1)))).toEqual(
      Result.fail({ _tag: "DocumentsMissing", titles: ["Диплом"] }),
    );
    expect(deps.notifier.events).toEqual([]);
  });
});

describe("listApplications", () => {
  it("groups the user's bookings by status in display order, with the status texts", async () => {
    const { bookings, id } = await placed();
    const second = await runUseCase(createBooking({ bookings, users }, ID.alice, baseRequest(ID.otherBase), later(1)));
    if (Result.isFailure(second)) throw new Error("second booking not created");
    const deps = moveDeps(bookings);
    await runUseCase(moveBooking(deps, applicant, second.success.id, "submit", later(2)));
    await runUseCase(moveBooking(deps, applicant, id, "request_cancellation", later(3)));
    const groups = await listApplications({ bookings }, ID.alice);
    expect(groups.map((g) => [g.status, g.title, g.description, g.items.map((i) => i.id)])).toEqual([
      ["checking", "Проверка", "Данные отправлены, документы готовятся.", [second.success.id]],
      ["pending_cancellation", "Ожидает отмены", "Заявка остановлена, отмена ожидает подтверждения.", [id]],
    ]);
    expect(await listApplications({ bookings }, ID.bob)).toEqual([]);
  });

  it("puts unknown statuses last under the spec's fallback text", async () => {
    const { bookings, id } = await placed();
    bookings.overwriteStatus(id, "archived", null);
    expect(await listApplications({ bookings }, ID.alice)).toMatchObject([
      { status: null, title: "Неизвестный статус", description: "Информация о статусе отсутствует.", items: [{ id }] },
    ]);
  });
});
