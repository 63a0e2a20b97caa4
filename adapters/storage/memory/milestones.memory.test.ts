import { milestoneRepositoryContract } from "../milestones.contract";
import { memoryMilestoneRepository } from "./milestones.memory";

milestoneRepositoryContract("memory", async () => ({
  milestones: memoryMilestoneRepository(),
  booking: 1,
  otherBooking: 2,
  staff: 9,
  close: async () => undefined,
}));
