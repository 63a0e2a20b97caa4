import { type QueueSeed, staffQueueContract } from "../staff-queue.contract";
import { memoryStaffQueue } from "./staff-queue.memory";

staffQueueContract("memory", async () => {
  const staff = [
    { id: 8, name: "Борис Ли" },
    { id: 9, name: "Анна Ким" },
  ] as const;
  const institutions = [
    { id: 1, name: "Пекинский университет" },
    { id: 2, name: "Колледж Шанхая" },
  ] as const;
  const program = { id: 5, name: "Бакалавриат" };
  const courses = [
    { id: 31, name: "Языковой семестр" },
    { id: 32, name: "HSK 4 онлайн" },
  ] as const;
  const repo = memoryStaffQueue(staff);
  let next = 100;
  const add = async (seed: QueueSeed) => {
    next += 1;
    const account = {
      name: `${seed.account.first_name} ${seed.account.last_name}`.trim(),
      email: `u${next}@example.test`,
    };
    repo.add({
      row: {
        id: next,
        status: seed.status,
        status_changed_at: seed.since,
        created_at: seed.since,
        student: {
          name: seed.contact.name || account.name,
          email: seed.contact.email || account.email,
          phone: seed.contact.phone,
        },
        institution: seed.course === null ? institutions[seed.institution] : null,
        course: seed.course === null ? null : courses[seed.course],
        program: seed.program && seed.course === null ? program : null,
        intake: seed.intake,
        assignee: seed.assignee === null ? null : staff[seed.assignee],
      },
      account,
    });
    return next;
  };
  return { repo, add, staff, institutions, program, courses, close: async () => undefined };
});
