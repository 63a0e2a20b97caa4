import type { PublicProfile } from "../domain/user/public-profile";

/** Users as anyone may see them (GET /api/ru/v1/users/{id}/profile, ADR 033). */
export interface UsersApi {
  /** The public profile of the user with this id. Unknown user or failure: null. */
  publicProfile(id: number): Promise<PublicProfile | null>;
}
