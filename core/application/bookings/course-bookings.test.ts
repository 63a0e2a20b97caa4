import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { memoryApplicantNotifier } from "../../../adapters/storage/memory/applicant-notifier.memory";
import { memoryBookingRemarks } from "../../../adapters/storage/memory/booking-gates.memory";
import { MemoryBookingDocumentRepository } from "../../../adapters/storage/memory/booking-documents.memory";
import { memoryExchangeRates } from "../../../adapters/storage/memory/exchange-rates.memory";
import { memoryMilestoneRepository } from "../../../adapters/storage/memory/milestones.memory";
import { memoryPaymentStores } from "../../../adapters/storage/memory/payments.memory";
import { memoryUserRepository } from "../../../adapters/storage/memory/users.memory";
import {
  COMMUNITY_IDS as ID,
  MEMORY_COURSES,
  memoryBookingWorld,
} from "../../../tests/builders/memory-community.builder";
import type { ApplicationChecklistSource } from "../../domain/course-application/application-checklist";
import { mandatoryDocumentsIn } from "../../domain/documents/mandatory-documents";
import { ensureDocumentChecklist } from "../documents/ensure-document-checklist";
import { readMilestones } from "../milestones/read-milestones";
import { addCourseTuitionLine } from "../payments/add-course-tuition-line";
import { runUseCase } from "../shared/run-use-case";
import { createBooking } from "./create-booking";
import { gatesWithChecklist } from "./gates-with-checklist";
import { moveBooking } from "./move-booking";

const NOW = new Date("2026-11-28T09:00:00.000Z");
const alice = { actor: "user" as const, user_id: ID.alice };
const course = (course_id: number) => ({ target: { _tag: "Course", course_id } as const, intake: "Январь 2027" });

const success = <A>(result: Result.Result<A, unknown>): A => {
  if (Result.isFailure(result)) throw new Error(`expected success, got ${JSON.stringify(result.failure)}`);
  return result.success;
};

/** The course's rules on memory ports: checklist source from the booking's course, gates over that checklist. */
function world() {
  const bookings = memoryBookingWorld();
  const sources = new Map<number, ApplicationChecklistSource>();
  const documents = new MemoryBookingDocumentRepository((id) => sources.get(id) ?? null);
  const ensure = async (id: number) => {
    const ref = await bookings.courseOf(id);
    if (ref !== null)
      sources.set(id, { course_kind: ref.kind as "online" | "language", course_duration: ref.duration });
    await runUseCase(ensureDocumentChecklist({ documents }, id));
  };
  const stores = memoryPaymentStores();
  const gates = gatesWithChecklist(
    {
      missingDocuments: async (id) => mandatoryDocumentsIn(await documents.list(id)).missing.map((d) => d.title),
      hasDueLine: async () => true,
    },
    ensure,
  );
  return {
    bookings,
    documents,
    users: memoryUserRepository(),
    gates,
    notifier: memoryApplicantNotifier(),
    remarks: memoryBookingRemarks(),
    milestones: memoryMilestoneRepository(),
    rates: memoryExchangeRates(),
    ...stores,
  };
}

describe("course applications on the use cases (ADR 059)", () => {
  it("creates a course application with its desired start, one open per course", async () => {
    const w = world();
    const created = success(await runUseCase(createBooking(w, ID.alice, course(MEMORY_COURSES.online.id), NOW)));
    expect(created).toMatchObject({
      target: "course",
      course: { id: 901, slug: "s-nulya", title: "Китайский с нуля онлайн", kind: "online" },
      intake: "Январь 2027",
      allowed_moves: [
        { command: "submit", to: "checking" },
        { command: "request_cancellation", to: "pending_cancellation" },
      ],
    });
    expect(await runUseCase(createBooking(w, ID.alice, course(MEMORY_COURSES.online.id), NOW))).toEqual(
      Result.fail({ _tag: "DuplicateBooking", existing_id: created.id, target: course(901).target }),
    );
    expect(await runUseCase(createBooking(w, ID.alice, course(999), NOW))).toEqual(
      Result.fail({ _tag: "TargetNotFound", target: course(999).target }),
    );
  });

  it("sends an online course at once, and a course in China only once its passport and photo are in", async () => {
    const w = world();
    const online = success(await runUseCase(createBooking(w, ID.alice, course(MEMORY_COURSES.online.id), NOW)));
    success(await runUseCase(moveBooking(w, alice, online.id, "submit", NOW)));
    const china = success(await runUseCase(createBooking(w, ID.alice, course(MEMORY_COURSES.semester.id), NOW)));
    const refused = await runUseCase(moveBooking(w, alice, china.id, "submit", NOW));
    expect(refused).toEqual(Result.fail({ _tag: "DocumentsMissing", titles: ["Загранпаспорт", "Фотография"] }));
  });

  it("plans X2 steps for a semester in China and none online", async () => {
    const w = world();
    const online = success(await runUseCase(createBooking(w, ID.alice, course(MEMORY_COURSES.online.id), NOW)));
    const china = success(await runUseCase(createBooking(w, ID.alice, course(MEMORY_COURSES.semester.id), NOW)));
    for (const id of [online.id, china.id]) w.bookings.overwriteStatus(id, "processing", null);
    const reader = { user_id: ID.alice, staff: false };
    const none = success(await runUseCase(readMilestones(w, reader, online.id, NOW)));
    expect([none.shown, none.plan.steps]).toEqual([false, []]);
    const x2 = success(await runUseCase(readMilestones(w, reader, china.id, NOW)));
    expect(x2.shown).toBe(true);
    expect(x2.plan.steps.map((s) => s.step)).toEqual(["admission_notice", "x1_visa", "arrival", "registration"]);
  });

  it("prices the tuition line from the course, and refuses one without a price or a booking that is no course", async () => {
    const w = world();
    const china = success(await runUseCase(createBooking(w, ID.alice, course(MEMORY_COURSES.semester.id), NOW)));
    const line = success(await runUseCase(addCourseTuitionLine(w, ID.moderator, china.id, NOW)));
    expect(line).toMatchObject({
      kind: "tuition",
      amount_minor: 14_500_000,
      amount_rub_minor: 14_500_000,
      currency: "RUB",
      recipient: "agency",
      refund_rule: "refundable_until_offer",
      state: "due",
    });
    const lessons = success(await runUseCase(createBooking(w, ID.alice, course(MEMORY_COURSES.onRequest.id), NOW)));
    expect(await runUseCase(addCourseTuitionLine(w, ID.moderator, lessons.id, NOW))).toEqual(
      Result.fail({ _tag: "CourseHasNoPrice", course_id: 903 }),
    );
    const base = success(
      await runUseCase(
        createBooking(w, ID.alice, { target: { _tag: "EducationBase", education_base_id: ID.base } }, NOW),
      ),
    );
    expect(await runUseCase(addCourseTuitionLine(w, ID.moderator, base.id, NOW))).toEqual(
      Result.fail({ _tag: "NotACourse", booking_id: base.id }),
    );
  });
});
