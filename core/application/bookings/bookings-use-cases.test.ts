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

const NOW = new Date("2026-03-01T09:00:00.000Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const applicant = { actor: "user" as const, user_id: ID.alice };
const staff = { actor: "staff" as const, user_id: ID.moderator };

async function placed(bookings = memoryBookingWorld()) {
  const created = await runUseCase(
    createBooking({ bookings }, ID.alice, { _tag: "EducationBase", education_base_id: ID.base }, NOW),
  );
  if (Result.isFailure(created)) throw new Error("booking not created");
  return { bookings, id: created.success.id };
}

describe("createBooking", () => {
  it("places a registering booking with the applicant's moves", async () => {
    const bookings = memoryBookingWorld();
    const created = await runUseCase(
      createBooking({ bookings }, ID.alice, { _tag: "EducationBase", education_base_id: ID.base }, NOW),
    );
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
    expect(
      await runUseCase(
        createBooking({ bookings }, ID.alice, { _tag: "EducationBase", education_base_id: ID.base }, NOW),
      ),
    ).toEqual(Result.fail({ _tag: "DuplicateBooking", existing_id: id }));
    expect(
      await runUseCase(createBooking({ bookings }, ID.alice, { _tag: "DegreeProgram", degree_program_id: 9 }, NOW)),
    ).toMatchObject(Result.fail({ _tag: "TargetNotFound" }));
    expect(
      await runUseCase(
        createBooking({ bookings }, ID.alice, { _tag: "DegreeProgram", degree_program_id: ID.program }, NOW),
      ),
    ).toMatchObject(Result.succeed({ target: "degree_program", education_base: { id: ID.program } }));
  });
});

describe("moveBooking", () => {
  it("moves through the machine and writes one history row per move", async () => {
    const { bookings, id } = await placed();
    expect(await runUseCase(moveBooking({ bookings }, applicant, id, "submit", later(1)))).toMatchObject(
      Result.succeed({ status: "checking" }),
    );
    expect(await runUseCase(moveBooking({ bookings }, staff, id, "hold", later(2)))).toMatchObject(
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
    const { bookings, id } = await placed();
    expect(await runUseCase(moveBooking({ bookings }, { actor: "user", user_id: ID.bob }, id, "submit", NOW))).toEqual(
      Result.fail({ _tag: "BookingNotFound", id }),
    );
    expect(await runUseCase(moveBooking({ bookings }, applicant, id, "confirm_payment", NOW))).toMatchObject(
      Result.fail({ _tag: "NotAllowed" }),
    );
    expect(await runUseCase(moveBooking({ bookings }, applicant, id, "hold", NOW))).toMatchObject(
      Result.fail({ _tag: "Forbidden", allowed: ["staff"] }),
    );
    bookings.overwriteStatus(id, "archived", null);
    expect(await runUseCase(moveBooking({ bookings }, staff, id, "hold", NOW))).toMatchObject(
      Result.fail({ _tag: "UnreadableBookingState", status: "archived" }),
    );
  });

  it("matches the core machine on any sequence of commands by any actor", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ actor: fc.constantFrom(...BOOKING_ACTORS), command: fc.constantFrom(...BOOKING_COMMANDS) }),
          {
            maxLength: 25,
          },
        ),
        async (steps) => {
          const { bookings, id } = await placed();
          let model: Booking = startBooking(String(id));
          for (const [i, step] of steps.entries()) {
            const mover = step.actor === "user" ? applicant : staff;
            const result = await runUseCase(moveBooking({ bookings }, mover, id, step.command, later(i)));
            const expected = transition(model, step.command, step.actor, later(i));
            expect(Result.isSuccess(result)).toBe(expected.ok);
            if (expected.ok) model = expected.value;
            else if (Result.isFailure(result)) expect(result.failure._tag).toBe(expected.error._tag);
          }
          expect(await bookings.find(id)).toMatchObject({
            status: model.status,
            resume_status: "resume" in model ? model.resume : null,
          });
          expect(await bookings.history(id)).toHaveLength(model.history.length + 1);
        },
      ),
    );
  });
});

describe("listApplications", () => {
  it("groups the user's bookings by status in display order, with the status texts", async () => {
    const { bookings, id } = await placed();
    const second = await runUseCase(
      createBooking({ bookings }, ID.alice, { _tag: "EducationBase", education_base_id: ID.otherBase }, later(1)),
    );
    if (Result.isFailure(second)) throw new Error("second booking not created");
    await runUseCase(moveBooking({ bookings }, applicant, second.success.id, "submit", later(2)));
    await runUseCase(moveBooking({ bookings }, applicant, id, "request_cancellation", later(3)));
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
