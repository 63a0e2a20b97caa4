import { layoutContract } from "../layout.contract";
import { memoryLayoutRepository } from "./layout.memory";

layoutContract("memory", async (rows) => ({ repository: memoryLayoutRepository(rows), close: async () => {} }));
