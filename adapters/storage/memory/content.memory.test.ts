import { contentContract } from "../content.contract";
import { memoryContentRepository } from "./content.memory";

contentContract("memory", async (rows) => ({ repository: memoryContentRepository(rows), close: async () => {} }));
