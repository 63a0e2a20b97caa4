import { timelineRepositoryContract } from "../timeline.contract";
import { memoryTimelineRepository } from "./timeline.memory";

timelineRepositoryContract("memory", async () => {
  const timeline = memoryTimelineRepository();
  return {
    timeline,
    booking: 1,
    otherBooking: 2,
    recordStatus: async (booking, row) => timeline.addStatus(booking, { ...row, actor_user_id: null }),
    recordDocument: async (booking, { title, ...row }) =>
      timeline.addDocumentEvent(booking, { document_title: title, ...row }),
    close: async () => undefined,
  };
});
