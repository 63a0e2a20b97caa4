import type { UsersApi } from "../../../core/ports/users-api.port";
import { USERS_ROUTES } from "../contract/users.contract";
import { valueOr } from "./api-outcome";
import type { ApiTransport } from "./api-transport";

/** GET /api/ru/v1/users/{id}/profile. Failure: null. */
export function usersApiClient(transport: ApiTransport): UsersApi {
  return {
    publicProfile: async (id) => valueOr(await transport.call(USERS_ROUTES.publicProfile, { params: { id } }), null),
  };
}
