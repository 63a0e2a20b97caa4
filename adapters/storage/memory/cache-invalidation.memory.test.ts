import { cacheInvalidationContract } from "../cache-invalidation.contract";
import { memoryInvalidationHub } from "./cache-invalidation.memory";

cacheInvalidationContract("memory", async () => {
  const hub = memoryInvalidationHub();
  const first = hub.bus();
  const second = hub.bus();
  return {
    first,
    second,
    close: async () => {
      await first.close();
      await second.close();
    },
  };
});
