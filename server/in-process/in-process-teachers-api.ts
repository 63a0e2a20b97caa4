import { listTeachers } from "../../core/application/content/list-teachers";
import type { ContentRepository } from "../../core/ports/content-repository.port";
import type { TeachersApi } from "../../core/ports/teachers-api.port";

/**
 * The teacher list on the server (ADR 039): the use case of GET /api/teacher, with photos as absolute URLs on the
 * page's origin (the host the browser's HTTP adapter asks). A failure is the port's blank value, [].
 */
export function inProcessTeachersApi(
  deps: Readonly<{ contentRepository: ContentRepository }>,
  origin: string,
): TeachersApi {
  return {
    list: async () => {
      try {
        return await listTeachers({ content: deps.contentRepository }, origin);
      } catch (error) {
        console.error("In-process teacher list failed:", error);
        return [];
      }
    },
  };
}
