import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { InstitutionRef } from "../../core/domain/catalogue/institution-ref";
import type { BookingCourse, BookingRepository, ResolvedBookingTarget } from "../../core/ports/booking-repository.port";
import { Result } from "effect";
import { runUseCase } from "../../core/application/shared/run-use-case";

type Named = { readonly id: number; readonly slug: string; readonly title: string };

/** What each adapter's test provides: a fresh repository over one institution with a program and two bases. */
export type BookingsContractWorld = {
  readonly repo: BookingRepository;
  readonly user: number;
  readonly otherUser: number;
  /** The institution exactly as a booking view must name it. */
  readonly institution: InstitutionRef;
  readonly program: Named;
  readonly base: Named;
  readonly otherBase: Named;
  /** A course (ADR 059), exactly as `courseOf` must answer it. */
  readonly course: BookingCourse;
  readonly missingId: number;
  close(): Promise<void>;
};

const T0 = new Date("2026-03-01T09:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const CLOSED = ["sent", "cancelled"] as const;

/** The shared behaviour of every BookingRepository adapter. */
export function bookingRepositoryContract(open: () => Promise<BookingsContractWorld>) {
  let w: BookingsContractWorld;
  beforeEach(async () => {
    w = await open();
  });
  afterEach(async () => {
    await w.close();
  });

  const baseTarget = (): ResolvedBookingTarget => ({
    institution_id: w.institution.id,
    degree_program_id: w.program.id,
    education_base_id: w.base.id,
  });
  const programTarget = (): ResolvedBookingTarget => ({ ...baseTarget(), education_base_id: null });

  const created = async (user: number, target: ResolvedBookingTarget, now = T0) => {
    const outcome = await runUseCase(w.repo.create(user, target, CLOSED, now));
    if (Result.isFailure(outcome)) throw new Error(`expected a new booking, got ${outcome.failure._tag}`);
    return outcome.success;
  };

  describe("targets", () => {
    it("resolves an education base and a degree program to their catalogue rows", async () => {
      expect(await w.repo.resolveTarget({ _tag: "EducationBase", education_base_id: w.base.id })).toEqual(baseTarget());
      expect(await w.repo.resolveTarget({ _tag: "DegreeProgram", degree_program_id: w.program.id })).toEqual(
        programTarget(),
      );
      expect(await w.repo.resolveTarget({ _tag: "EducationBase", education_base_id: w.missingId })).toBeNull();
      expect(await w.repo.resolveTarget({ _tag: "DegreeProgram", degree_program_id: w.missingId })).toBeNull();
    });
  });

  describe("create", () => {
    it("creates a registering booking with its creation history row", async () => {
      const booking = await created(w.user, baseTarget());
      expect(booking).toEqual({ id: booking.id, user_id: w.user, status: "registering", resume_status: null });
      expect(await w.repo.find(booking.id)).toEqual(booking);
      expect(await w.repo.history(booking.id)).toEqual([
        { from_status: null, to_status: "registering", actor: "user", actor_user_id: w.user, remark: "", at: T0 },
      ]);
    });

    it("keeps what the apply form sent: the contacts and the intake", async () => {
      const form = {
        contacts: { name: "Анна Петрова", phone: "+79161234567", email: "anna@example.ru" },
        intake: "Осенний набор 2027",
      };
      const outcome = await runUseCase(w.repo.create(w.user, baseTarget(), CLOSED, T0, form));
      if (Result.isFailure(outcome)) throw new Error("expected a new booking");
      expect(await w.repo.view(outcome.success.id)).toMatchObject(form);
    });

    it("refuses a second open booking of the same target, and only that", async () => {
      const first = await created(w.user, baseTarget());
      expect(await runUseCase(w.repo.create(w.user, baseTarget(), CLOSED, at(1)))).toEqual(
        Result.fail({ _tag: "Duplicate", existing_id: first.id }),
      );
      await created(w.user, { ...baseTarget(), education_base_id: w.otherBase.id }, at(2));
      const program = await created(w.user, programTarget(), at(3));
      expect(await runUseCase(w.repo.create(w.user, programTarget(), CLOSED, at(4)))).toEqual(
        Result.fail({ _tag: "Duplicate", existing_id: program.id }),
      );
      await created(w.otherUser, baseTarget(), at(5));
    });

    it("allows a new booking once the earlier one is closed", async () => {
      const first = await created(w.user, baseTarget());
      const moved = await w.repo.move({
        id: first.id,
        from: { status: "registering", resume_status: null },
        to: { status: "cancelled", resume_status: null },
        actor: "staff",
        actor_user_id: w.otherUser,
        at: at(1),
      });
      expect(moved).toBe(true);
      const second = await created(w.user, baseTarget(), at(2));
      expect(second.id).not.toBe(first.id);
    });
  });

  describe("move", () => {
    it("moves from the expected state only, appending one history row per move", async () => {
      const booking = await created(w.user, baseTarget());
      const hold = {
        id: booking.id,
        from: { status: "registering", resume_status: null },
        to: { status: "pending_cancellation", resume_status: "registering" },
        actor: "user" as const,
        actor_user_id: w.user,
        at: at(1),
      };
      expect(await w.repo.move(hold)).toBe(true);
      expect(await w.repo.find(booking.id)).toMatchObject({
        status: "pending_cancellation",
        resume_status: "registering",
      });
      expect(await w.repo.move({ ...hold, at: at(2) })).toBe(false);
      const back = {
        ...hold,
        from: hold.to,
        to: { status: "registering", resume_status: null },
        actor: "staff" as const,
        actor_user_id: w.otherUser,
        remark: "Проверьте перевод диплома",
        at: at(3),
      };
      expect(await w.repo.move({ ...back, from: { status: "pending_cancellation", resume_status: "checking" } })).toBe(
        false,
      );
      expect(await w.repo.move(back)).toBe(true);
      expect(await w.repo.history(booking.id)).toEqual([
        { from_status: null, to_status: "registering", actor: "user", actor_user_id: w.user, remark: "", at: T0 },
        {
          from_status: "registering",
          to_status: "pending_cancellation",
          actor: "user",
          actor_user_id: w.user,
          remark: "",
          at: at(1),
        },
        {
          from_status: "pending_cancellation",
          to_status: "registering",
          actor: "staff",
          actor_user_id: w.otherUser,
          remark: "Проверьте перевод диплома",
          at: at(3),
        },
      ]);
      expect(await w.repo.move({ ...back, id: w.missingId })).toBe(false);
    });
  });

  describe("views", () => {
    it("shows a booking with its institution, education base and degree program", async () => {
      const booking = await created(w.user, baseTarget());
      await w.repo.move({
        id: booking.id,
        from: { status: "registering", resume_status: null },
        to: { status: "checking", resume_status: null },
        actor: "user",
        actor_user_id: w.user,
        at: at(7),
      });
      expect(await w.repo.view(booking.id)).toEqual({
        id: booking.id,
        status: "checking",
        resume_status: null,
        institution: w.institution,
        education_base: { id: w.base.id, slug: w.base.slug, title: w.base.title },
        degree_program: { id: w.program.id, slug: w.program.slug, title: w.program.title },
        target: "education_base",
        contacts: { name: "", phone: "", email: "" },
        intake: "",
        created_at: T0.toISOString(),
        updated_at: at(7).toISOString(),
      });
    });

    it("names the degree program in the education base slot of a program booking", async () => {
      const booking = await created(w.user, programTarget());
      const program = { id: w.program.id, slug: w.program.slug, title: w.program.title };
      expect(await w.repo.view(booking.id)).toMatchObject({
        target: "degree_program",
        education_base: program,
        degree_program: program,
      });
    });

    it("lists the user's own bookings, newest first", async () => {
      const older = await created(w.user, baseTarget(), at(1));
      const newer = await created(w.user, programTarget(), at(2));
      await created(w.otherUser, baseTarget(), at(3));
      const list = await w.repo.listForUser(w.user);
      expect(list.map((b) => b.id)).toEqual([newer.id, older.id]);
      expect(await w.repo.listForUser(w.missingId)).toEqual([]);
    });

    it("answers null for unknown bookings", async () => {
      expect(await w.repo.find(w.missingId)).toBeNull();
      expect(await w.repo.view(w.missingId)).toBeNull();
      expect(await w.repo.history(w.missingId)).toEqual([]);
    });
  });

  describe("course bookings (ADR 059)", () => {
    const courseTarget = (): ResolvedBookingTarget => ({ course_id: w.course.id });

    it("resolves a course, and nothing for a missing one", async () => {
      expect(await w.repo.resolveTarget({ _tag: "Course", course_id: w.course.id })).toEqual(courseTarget());
      expect(await w.repo.resolveTarget({ _tag: "Course", course_id: w.missingId })).toBeNull();
    });

    it("shows a course booking with its course and no institution, and answers its course's rules", async () => {
      const form = {
        contacts: { name: "Анна", phone: "+79161234567", email: "anna@example.ru" },
        intake: "Январь 2027",
      };
      const outcome = await runUseCase(w.repo.create(w.user, courseTarget(), CLOSED, T0, form));
      if (Result.isFailure(outcome)) throw new Error("expected a new course booking");
      const { id } = outcome.success;
      const { duration: _duration, price: _price, ...ref } = w.course;
      expect(await w.repo.view(id)).toEqual({
        id,
        status: "registering",
        resume_status: null,
        target: "course",
        course: ref,
        contacts: form.contacts,
        intake: "Январь 2027",
        created_at: T0.toISOString(),
        updated_at: T0.toISOString(),
      });
      expect(await w.repo.courseOf(id)).toEqual(w.course);
      expect((await w.repo.listForUser(w.user)).map((b) => b.target)).toEqual(["course"]);
    });

    it("answers no course for a university booking or a missing one", async () => {
      const booking = await created(w.user, baseTarget());
      expect(await w.repo.courseOf(booking.id)).toBeNull();
      expect(await w.repo.courseOf(w.missingId)).toBeNull();
    });

    it("holds one open booking per user and course, apart from the user's university bookings", async () => {
      await created(w.user, baseTarget());
      const first = await created(w.user, courseTarget(), at(1));
      expect(await runUseCase(w.repo.create(w.user, courseTarget(), CLOSED, at(2)))).toEqual(
        Result.fail({ _tag: "Duplicate", existing_id: first.id }),
      );
      await created(w.otherUser, courseTarget(), at(3));
      await created(w.user, programTarget(), at(4));
      const cancelled = await w.repo.move({
        id: first.id,
        from: { status: "registering", resume_status: null },
        to: { status: "cancelled", resume_status: null },
        actor: "user",
        actor_user_id: w.user,
        at: at(5),
      });
      expect(cancelled).toBe(true);
      const again = await created(w.user, courseTarget(), at(6));
      expect(again.id).not.toBe(first.id);
    });
  });
}
