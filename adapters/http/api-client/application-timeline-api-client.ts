import type { ApplicationTimelineApi } from "../../../core/ports/application-timeline-api.port";
import type { ApiTransport } from "./api-transport";

/** The calls load with the first use (only the application page makes them), off every page's first load. */
const calls = () => import("./application-timeline-calls");

/** An application's timeline and steps after the offer over HTTP; a refusal or a failure reads as null. */
export function applicationTimelineApiClient(transport: ApiTransport): ApplicationTimelineApi {
  return {
    timeline: async (bookingId) => (await calls()).timelineCall(transport, bookingId),
    milestones: async (bookingId) => (await calls()).milestonesCall(transport, bookingId),
  };
}
