import { Result } from "effect";
import { memoryAuditLog } from "../../../adapters/storage/memory/audit-log.memory";
import { describe, expect, it } from "vitest";
import { memoryApplicantNotifier } from "../../../adapters/storage/memory/applicant-notifier.memory";
import { memoryBookingMessageRepository } from "../../../adapters/storage/memory/booking-messages.memory";
import { memoryUserRepository } from "../../../adapters/storage/memory/users.memory";
import { COMMUNITY_IDS as ID, memoryBookingWorld } from "../../../tests/builders/memory-community.builder";
import { createBooking } from "../bookings/create-booking";
import { runUseCase } from "../shared/run-use-case";
import { listThread } from "./list-thread";
import { postApplicantMessage } from "./post-applicant-message";
import { postStaffMessage } from "./post-staff-message";
import { postStaffRemark } from "./post-staff-remark";
import { threadRemarks } from "./thread-remarks";

const NOW = new Date("2026-11-27T09:00:00.000Z");
const NAMES = new Map<number, string>([[ID.moderator, "Мария"]]);

async function world() {
  const bookings = memoryBookingWorld();
  const created = await runUseCase(
    createBooking(
      { bookings, users: memoryUserRepository() },
      ID.alice,
      { target: { _tag: "EducationBase", education_base_id: ID.base } },
      NOW,
    ),
  );
  if (Result.isFailure(created)) throw new Error("booking not created");
  const notifier = memoryApplicantNotifier();
  const deps = {
    bookings,
    messages: memoryBookingMessageRepository((id) => NAMES.get(id) ?? ""),
    notifier,
    audit: memoryAuditLog(),
    clock: { now: () => NOW },
  };
  return { deps, notifier, id: created.success.id };
}

const alice = { user_id: ID.alice, staff: false };
const bob = { user_id: ID.bob, staff: false };
const staff = { user_id: ID.moderator, staff: true };

describe("an application's thread", () => {
  it("holds the applicant's and the staff's messages, oldest first, for the owner and for staff", async () => {
    const { deps, id } = await world();
    await runUseCase(postApplicantMessage(deps, ID.alice, id, "  Здравствуйте! Есть вопрос.  "));
    await runUseCase(postStaffMessage(deps, id, ID.moderator, "Слушаем вас."));
    const expected = [
      { author: "applicant", author_user_id: ID.alice, text: "Здравствуйте! Есть вопрос.", created_at: NOW },
      { author: "staff", author_user_id: ID.moderator, author_name: "Мария", text: "Слушаем вас." },
    ];
    expect(await runUseCase(listThread(deps, alice, id))).toMatchObject(Result.succeed(expected));
    expect(await runUseCase(listThread(deps, staff, id))).toMatchObject(Result.succeed(expected));
  });

  it("does not exist for another user, nor for an unknown id", async () => {
    const { deps, id } = await world();
    const notFound = (bookingId: number) => Result.fail({ _tag: "BookingNotFound", id: bookingId });
    expect(await runUseCase(listThread(deps, bob, id))).toEqual(notFound(id));
    expect(await runUseCase(postApplicantMessage(deps, ID.bob, id, "Чужая заявка"))).toEqual(notFound(id));
    expect(await runUseCase(listThread(deps, staff, id + 1000))).toEqual(notFound(id + 1000));
    expect(await runUseCase(postStaffMessage(deps, id + 1000, ID.moderator, "Нет такой"))).toEqual(notFound(id + 1000));
    expect(await runUseCase(listThread(deps, alice, id))).toEqual(Result.succeed([]));
  });

  it("refuses a blank or too long text and stores nothing", async () => {
    const { deps, id, notifier } = await world();
    expect(await runUseCase(postApplicantMessage(deps, ID.alice, id, "   "))).toEqual(
      Result.fail({ _tag: "MessageEmpty" }),
    );
    expect(await runUseCase(postStaffMessage(deps, id, ID.moderator, "ы".repeat(4001)))).toEqual(
      Result.fail({ _tag: "MessageTooLong", max: 4000, length: 4001 }),
    );
    expect(await runUseCase(listThread(deps, alice, id))).toEqual(Result.succeed([]));
    expect(notifier.events).toEqual([]);
  });

  it("tells the applicant about a staff message, quoting its start, and not about their own", async () => {
    const { deps, id, notifier } = await world();
    await runUseCase(postApplicantMessage(deps, ID.alice, id, "Вопрос"));
    await runUseCase(postStaffMessage(deps, id, ID.moderator, `Ответ: ${"подробно ".repeat(40)}`));
    expect(notifier.events).toHaveLength(1);
    expect(notifier.events[0]).toMatchObject({ _tag: "MessageReceived", booking_id: id, user_id: ID.alice });
    const excerpt = notifier.events[0]?._tag === "MessageReceived" ? notifier.events[0].excerpt : "";
    expect(excerpt.startsWith("Ответ: подробно")).toBe(true);
    expect([...excerpt].length).toBeLessThanOrEqual(140);
  });

  it("puts a staff remark into the thread without a notification of its own", async () => {
    const { deps, id, notifier } = await world();
    const remark = await runUseCase(postStaffRemark(deps, id, ID.moderator, "Перевод паспорта нечитаем."));
    expect(remark).toMatchObject(Result.succeed({ author: "staff", text: "Перевод паспорта нечитаем." }));
    expect(await runUseCase(listThread(deps, alice, id))).toMatchObject(
      Result.succeed([{ author: "staff", text: "Перевод паспорта нечитаем." }]),
    );
    expect(notifier.events).toEqual([]);
  });

  it("takes a move's remark into the thread through the BookingRemarks port", async () => {
    const { deps, id, notifier } = await world();
    await threadRemarks(deps.messages).post(id, ID.moderator, "  Нужен перевод паспорта.  ", NOW);
    expect(await runUseCase(listThread(deps, alice, id))).toMatchObject(
      Result.succeed([{ author: "staff", author_user_id: ID.moderator, text: "Нужен перевод паспорта." }]),
    );
    expect(notifier.events).toEqual([]);
    await expect(threadRemarks(deps.messages).post(id, ID.moderator, "   ", NOW)).rejects.toThrow();
  });
});
