import type { StaffCommentsApi } from "../../../core/ports/staff-comments-api.port";
import type { ApiTransport } from "./api-transport";

/** The calls load with the first use (only the staff console makes them), off every page's first load. */
const calls = () => import("./staff-comments-calls");

/** Comment moderation over HTTP (ADR 062); a refusal or a failure of the read is null. */
export function staffCommentsApiClient(transport: ApiTransport): StaffCommentsApi {
  return {
    page: async (filter) => (await calls()).commentsPageCall(transport, filter),
    hide: async (id, reason) => (await calls()).hideCommentCall(transport, id, reason),
    restore: async (id) => (await calls()).restoreCommentCall(transport, id),
  };
}
