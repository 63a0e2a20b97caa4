import { visitRepositoryContract } from "../visits.contract";
import { memoryVisitRepository } from "./visits.memory";

visitRepositoryContract("memory", async () => ({ visits: memoryVisitRepository(), close: async () => undefined }));
