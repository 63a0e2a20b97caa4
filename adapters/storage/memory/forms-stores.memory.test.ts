import { formSubmissionRepositoryContract, uploadRepositoryContract } from "../form-submissions.contract";
import { memoryFormSubmissionRepository } from "./form-submissions.memory";
import { memoryUploadRepository } from "./uploads.memory";

const open = async () => {
  const submissions = memoryFormSubmissionRepository();
  return { submissions, uploads: memoryUploadRepository(submissions), close: async () => undefined };
};

formSubmissionRepositoryContract("memory", open);
uploadRepositoryContract("memory", open);
