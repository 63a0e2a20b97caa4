import { deadlineSourceContract } from "../deadline-source.contract";
import { memoryDeadlineSource } from "./deadline-source.memory";

deadlineSourceContract("memory", async () => {
  const source = memoryDeadlineSource();
  const { world } = source;
  let next = 0;
  const id = () => ++next;
  return {
    source,
    newUser: async () => id(),
    addProgram: async (title) => {
      const programId = id();
      world.programs.push({ id: programId, title });
      return programId;
    },
    addBase: async (degree_program_id, title, waves) => {
      const baseId = id();
      world.bases.push({ id: baseId, degree_program_id, title, waves: [...waves] });
      return baseId;
    },
    apply: async ({ user, program, base, status, intake }) => {
      const bookingId = id();
      world.bookings.push({
        id: bookingId,
        user_id: user,
        degree_program_id: program,
        education_base_id: base,
        status,
        intake,
      });
      return bookingId;
    },
    save: async (user_id, degree_program_id) => {
      world.shortlists.push({ user_id, degree_program_id });
    },
    close: async () => undefined,
  };
});
