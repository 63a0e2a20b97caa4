import type { TeachersApi } from "../../../core/ports/teachers-api.port";
import { TEACHERS_ROUTES } from "../contract/teachers.contract";
import { valueOr } from "./api-outcome";
import type { ApiTransport } from "./api-transport";

/** GET {teachersHost}/api/teacher (absolute, no token sent). Failure: []. */
export function teachersApiClient(transport: ApiTransport): TeachersApi {
  return { list: async () => valueOr(await transport.call(TEACHERS_ROUTES.teachers), []) };
}
