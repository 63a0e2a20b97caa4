import { Effect } from "effect";
import { BLANK_BOOKING_FORM, isCourseTarget } from "../../../core/ports/booking-repository.port";
import type { InstitutionRef } from "../../../core/domain/catalogue/institution-ref";
import type {
  BookingApplication,
  BookingCourse,
  BookingForm,
  BookingHistoryRow,
  BookingMove,
  BookingRepository,
  BookingTarget,
  DuplicateOpenBooking,
  ResolvedBookingTarget,
  StoredBooking,
} from "../../../core/ports/booking-repository.port";

/** The catalogue rows bookings point at. */
export type MemoryBookingWorld = {
  readonly institutions: readonly InstitutionRef[];
  readonly degree_programs: readonly {
    readonly id: number;
    readonly institution_id: number;
    readonly slug: string;
    readonly title: string;
  }[];
  readonly education_bases: readonly {
    readonly id: number;
    readonly institution_id: number;
    readonly degree_program_id: number;
    readonly slug: string;
    readonly title: string;
  }[];
  /** The courses (ADR 059); none when left out. */
  readonly courses?: readonly BookingCourse[];
};

type Row = {
  readonly target: ResolvedBookingTarget;
  readonly id: number;
  readonly user_id: number;
  status: string;
  resume_status: string | null;
  form: BookingForm;
  created_at: Date;
  updated_at: Date;
};

/** Two targets are the same: the same course, the same base, or the same program booked as a whole. */
const sameTarget = (a: ResolvedBookingTarget, b: ResolvedBookingTarget): boolean => {
  if (isCourseTarget(a) || isCourseTarget(b))
    return isCourseTarget(a) && isCourseTarget(b) && a.course_id === b.course_id;
  return b.education_base_id === null
    ? a.education_base_id === null && a.degree_program_id === b.degree_program_id
    : a.education_base_id === b.education_base_id;
};

/** In-memory bookings with the same rules as the SQL adapter. */
export class MemoryBookingRepository implements BookingRepository {
  private readonly rows: Row[] = [];
  private readonly histories = new Map<number, BookingHistoryRow[]>();
  private nextId = 1;

  constructor(private readonly world: MemoryBookingWorld) {}

  async resolveTarget(target: BookingTarget): Promise<ResolvedBookingTarget | null> {
    if (target._tag === "Course") {
      const course = this.world.courses?.find((c) => c.id === target.course_id);
      return course === undefined ? null : { course_id: course.id };
    }
    if (target._tag === "EducationBase") {
      const base = this.world.education_bases.find((b) => b.id === target.education_base_id);
      return base === undefined
        ? null
        : {
            institution_id: base.institution_id,
            degree_program_id: base.degree_program_id,
            education_base_id: base.id,
          };
    }
    const program = this.world.degree_programs.find((p) => p.id === target.degree_program_id);
    return program === undefined
      ? null
      : { institution_id: program.institution_id, degree_program_id: program.id, education_base_id: null };
  }

  create(
    user_id: number,
    target: ResolvedBookingTarget,
    closed_statuses: readonly string[],
    now: Date,
    form: BookingForm = BLANK_BOOKING_FORM,
  ): Effect.Effect<StoredBooking, DuplicateOpenBooking> {
    return Effect.suspend(() => this.insert(user_id, target, closed_statuses, now, form));
  }

  private insert(
    user_id: number,
    target: ResolvedBookingTarget,
    closed_statuses: readonly string[],
    now: Date,
    form: BookingForm,
  ): Effect.Effect<StoredBooking, DuplicateOpenBooking> {
    const existing = this.rows.find(
      (r) => r.user_id === user_id && !closed_statuses.includes(r.status) && sameTarget(r.target, target),
    );
    if (existing !== undefined) return Effect.fail({ _tag: "Duplicate", existing_id: existing.id });
    const id = this.nextId++;
    const row: Row = {
      target,
      id,
      user_id,
      status: "registering",
      resume_status: null,
      form,
      created_at: now,
      updated_at: now,
    };
    this.rows.push(row);
    this.histories.set(id, [
      { from_status: null, to_status: "registering", actor: "user", actor_user_id: user_id, remark: "", at: now },
    ]);
    return Effect.succeed(this.stored(row));
  }

  async find(id: number): Promise<StoredBooking | null> {
    const row = this.rows.find((r) => r.id === id);
    return row === undefined ? null : this.stored(row);
  }

  async move(move: BookingMove): Promise<boolean> {
    const row = this.rows.find((r) => r.id === move.id);
    if (row === undefined || row.status !== move.from.status || row.resume_status !== move.from.resume_status) {
      return false;
    }
    row.status = move.to.status;
    row.resume_status = move.to.resume_status;
    row.updated_at = move.at;
    this.histories.get(move.id)?.push({
      from_status: move.from.status,
      to_status: move.to.status,
      actor: move.actor,
      actor_user_id: move.actor_user_id,
      remark: move.remark ?? "",
      at: move.at,
    });
    return true;
  }

  async view(id: number): Promise<BookingApplication | null> {
    const row = this.rows.find((r) => r.id === id);
    return row === undefined ? null : this.application(row);
  }

  async courseOf(id: number): Promise<BookingCourse | null> {
    const target = this.rows.find((r) => r.id === id)?.target;
    if (target === undefined || !isCourseTarget(target)) return null;
    return this.world.courses?.find((c) => c.id === target.course_id) ?? null;
  }

  async listForUser(user_id: number): Promise<readonly BookingApplication[]> {
    return this.rows
      .filter((r) => r.user_id === user_id)
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id)
      .map((r) => this.application(r));
  }

  async history(id: number): Promise<readonly BookingHistoryRow[]> {
    return [...(this.histories.get(id) ?? [])];
  }

  /** Sets a stored status directly, as a data migration or a manual fix would (for tests of unreadable states). */
  overwriteStatus(id: number, status: string, resume_status: string | null) {
    const row = this.rows.find((r) => r.id === id);
    if (row === undefined) throw new Error(`No booking ${id}`);
    row.status = status;
    row.resume_status = resume_status;
  }

  private stored(row: Row): StoredBooking {
    return { id: row.id, user_id: row.user_id, status: row.status, resume_status: row.resume_status };
  }

  private application(row: Row): BookingApplication {
    const common = {
      id: row.id,
      status: row.status,
      resume_status: row.resume_status,
      contacts: row.form.contacts,
      intake: row.form.intake,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
    const { target } = row;
    if (isCourseTarget(target)) {
      const course = this.world.courses?.find((c) => c.id === target.course_id);
      if (course === undefined) throw new Error(`Booking ${row.id} points at a missing course`);
      const { id, slug, title, kind } = course;
      return { ...common, target: "course", course: { id, slug, title, kind } };
    }
    const institution = this.world.institutions.find((i) => i.id === target.institution_id);
    const program = this.world.degree_programs.find((p) => p.id === target.degree_program_id);
    const base = this.world.education_bases.find((b) => b.id === target.education_base_id);
    if (institution === undefined || program === undefined) {
      throw new Error(`Booking ${row.id} points at a missing institution or degree program`);
    }
    const programRef = { id: program.id, slug: program.slug, title: program.title };
    return {
      ...common,
      institution,
      education_base: base === undefined ? programRef : { id: base.id, slug: base.slug, title: base.title },
      degree_program: programRef,
      target: base === undefined ? "degree_program" : "education_base",
    };
  }
}
