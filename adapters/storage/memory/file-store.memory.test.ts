import { fileStoreContract } from "../file-store.contract";
import { memoryFileStore } from "./file-store.memory";

fileStoreContract("memory", async () => ({ files: memoryFileStore(), close: async () => undefined }));
