import type { WaveDeadline } from "../../../core/domain/timeline/application-deadline";
import type { DeadlineCandidate } from "../../../core/domain/timeline/deadline-candidates";
import type { DeadlineSource } from "../../../core/ports/deadline-source.port";

export type MemoryDeadlineWorld = {
  programs: { id: number; title: string }[];
  bases: { id: number; degree_program_id: number; title: string; waves: WaveDeadline[] }[];
  bookings: {
    id: number;
    user_id: number;
    degree_program_id: number;
    education_base_id: number | null;
    status: string;
    intake: string;
  }[];
  shortlists: { user_id: number; degree_program_id: number }[];
};

const CLOSED = ["sent", "cancelled"];

/** The in-memory deadline source over a small catalogue, its applications and shortlists (all editable). */
export function memoryDeadlineSource(): DeadlineSource & { readonly world: MemoryDeadlineWorld } {
  const world: MemoryDeadlineWorld = { programs: [], bases: [], bookings: [], shortlists: [] };
  const wavesOfProgram = (programId: number) =>
    world.bases.filter((base) => base.degree_program_id === programId).flatMap((base) => base.waves);
  const titleOfProgram = (programId: number) => world.programs.find((p) => p.id === programId)?.title ?? "";
  return {
    world,
    async candidates() {
      const applications = world.bookings
        .filter((booking) => !CLOSED.includes(booking.status))
        .map((booking): DeadlineCandidate => {
          const base = world.bases.find((b) => b.id === booking.education_base_id);
          return {
            user_id: booking.user_id,
            booking_id: booking.id,
            degree_program_id: booking.degree_program_id,
            subject: base?.title ?? titleOfProgram(booking.degree_program_id),
            intake: booking.intake,
            waves: base ? base.waves : wavesOfProgram(booking.degree_program_id),
          };
        });
      const saved = world.shortlists.map((item): DeadlineCandidate => ({
        user_id: item.user_id,
        booking_id: null,
        degree_program_id: item.degree_program_id,
        subject: titleOfProgram(item.degree_program_id),
        intake: "",
        waves: wavesOfProgram(item.degree_program_id),
      }));
      return [...applications, ...saved].sort(
        (a, b) =>
          a.user_id - b.user_id ||
          (a.booking_id ?? Number.MAX_SAFE_INTEGER) - (b.booking_id ?? Number.MAX_SAFE_INTEGER) ||
          a.degree_program_id - b.degree_program_id,
      );
    },
  };
}
