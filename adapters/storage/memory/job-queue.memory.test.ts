import { jobQueueContract } from "../job-queue.contract";
import { memoryJobQueue } from "./job-queue.memory";

jobQueueContract("memory", async () => ({ jobs: memoryJobQueue(), close: async () => undefined }));
