import { Effect } from "effect";
import type { MemoryBookingRepository } from "../../adapters/storage/memory/bookings.memory";
import { COMMUNITY_IDS as ID } from "./memory-community.builder";

/**
 * A stored application of Alice to education base 501 in the memory booking world, set to `status` the way staff
 * would leave it (one move from registering), for use cases that only read it.
 */
export async function storedApplication(bookings: MemoryBookingRepository, status: string, now: Date): Promise<number> {
  const target = { institution_id: ID.institution, degree_program_id: ID.program, education_base_id: ID.base };
  const stored = await Effect.runPromise(bookings.create(ID.alice, target, ["sent", "cancelled"], now));
  if (status !== "registering") {
    const moved = await bookings.move({
      id: stored.id,
      from: { status: "registering", resume_status: null },
      to: { status, resume_status: null },
      actor: "staff",
      actor_user_id: ID.moderator,
      at: now,
    });
    if (!moved) throw new Error(`could not set the application to ${status}`);
  }
  return stored.id;
}
