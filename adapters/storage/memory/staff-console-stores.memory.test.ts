import { leadRepositoryContract } from "../leads.contract";
import { outboxReaderContract } from "../outbox-reader.contract";
import { staffDirectoryContract } from "../staff-directory.contract";
import { memoryFormSubmissionRepository } from "./form-submissions.memory";
import { memoryLeadRepository } from "./leads.memory";
import { memoryMailOutboxTable } from "./mail-outbox-table.memory";
import { memoryStaffDirectory } from "./staff-directory.memory";
import { memoryUserRepository } from "./users.memory";

const close = async () => undefined;

leadRepositoryContract("memory", async () => {
  const submissions = memoryFormSubmissionRepository();
  return { submissions, leads: memoryLeadRepository(submissions), close };
});

outboxReaderContract("memory", async () => {
  const table = memoryMailOutboxTable();
  return { outbox: table, reader: table, close };
});

staffDirectoryContract("memory", async () => {
  const users = memoryUserRepository();
  return { users, directory: memoryStaffDirectory(users), close };
});
