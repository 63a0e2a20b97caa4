import { and, asc, eq, inArray, isNotNull, notInArray } from "drizzle-orm";
import type { WaveDeadline } from "../../../../core/domain/timeline/application-deadline";
import type { DeadlineCandidate } from "../../../../core/domain/timeline/deadline-candidates";
import type { DeadlineSource } from "../../../../core/ports/deadline-source.port";
import type { Database } from "../database";
import { admissionWaves, bookings, degreePrograms, educationBases, shortlistItems } from "../schema";

const CLOSED = ["sent", "cancelled"];

type Waves = { byBase: Map<number, WaveDeadline[]>; byProgram: Map<number, WaveDeadline[]> };

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => map.set(key, [...(map.get(key) ?? []), value]);

/** The deadline source over bookings, shortlist_items and admission_waves (three reads, joined here). */
export function sqlDeadlineSource(db: Database): DeadlineSource {
  const wavesOf = async (programIds: readonly number[]): Promise<Waves> => {
    const waves: Waves = { byBase: new Map(), byProgram: new Map() };
    if (programIds.length === 0) return waves;
    const rows = await db
      .select({
        base: admissionWaves.education_base_id,
        program: educationBases.degree_program_id,
        label: admissionWaves.label,
        closes_at: admissionWaves.date_to,
      })
      .from(admissionWaves)
      .innerJoin(educationBases, eq(educationBases.id, admissionWaves.education_base_id))
      .where(inArray(educationBases.degree_program_id, [...new Set(programIds)]))
      .orderBy(asc(admissionWaves.education_base_id), asc(admissionWaves.position));
    for (const row of rows) {
      const wave = { label: row.label, closes_at: row.closes_at };
      push(waves.byBase, row.base, wave);
      push(waves.byProgram, row.program, wave);
    }
    return waves;
  };

  return {
    async candidates() {
      const open = await db
        .select({
          id: bookings.id,
          user_id: bookings.user_id,
          program: degreePrograms.id,
          program_title: degreePrograms.title,
          base: bookings.education_base_id,
          base_title: educationBases.title,
          intake: bookings.intake,
        })
        .from(bookings)
        .innerJoin(degreePrograms, eq(degreePrograms.id, bookings.degree_program_id))
        .leftJoin(educationBases, eq(educationBases.id, bookings.education_base_id))
        .where(and(notInArray(bookings.status, CLOSED), isNotNull(bookings.degree_program_id)))
        .orderBy(asc(bookings.user_id), asc(bookings.id));
      const saved = await db
        .select({ user_id: shortlistItems.user_id, program: degreePrograms.id, title: degreePrograms.title })
        .from(shortlistItems)
        .innerJoin(degreePrograms, eq(degreePrograms.id, shortlistItems.degree_program_id))
        .orderBy(asc(shortlistItems.user_id), asc(degreePrograms.id));
      const waves = await wavesOf([...open.map((row) => row.program), ...saved.map((row) => row.program)]);
      const applications = open.map((row): DeadlineCandidate => ({
        user_id: row.user_id,
        booking_id: row.id,
        degree_program_id: row.program,
        subject: row.base_title ?? row.program_title,
        intake: row.intake,
        waves: (row.base === null ? waves.byProgram.get(row.program) : waves.byBase.get(row.base)) ?? [],
      }));
      const programs = saved.map((row): DeadlineCandidate => ({
        user_id: row.user_id,
        booking_id: null,
        degree_program_id: row.program,
        subject: row.title,
        intake: "",
        waves: waves.byProgram.get(row.program) ?? [],
      }));
      return [...applications, ...programs].sort(
        (a, b) =>
          a.user_id - b.user_id ||
          (a.booking_id ?? Number.MAX_SAFE_INTEGER) - (b.booking_id ?? Number.MAX_SAFE_INTEGER) ||
          a.degree_program_id - b.degree_program_id,
      );
    },
  };
}
