import { describe } from "vitest";
import { dataVersionContract } from "../data-version.contract";
import { MemoryDataVersion } from "./data-version.memory";

describe("MemoryDataVersion", () => {
  dataVersionContract(async () => {
    const source = new MemoryDataVersion();
    return { source, change: async () => source.bump() };
  });
});
