import { callTrackingContract } from "../../call-tracking/call-tracking.contract";
import { memoryCallTracking } from "./call-tracking.memory";

callTrackingContract("memory", async (setup) => {
  const fake = memoryCallTracking(setup);
  return { service: fake.service, received: async () => fake.received(), close: async () => {} };
});
