import type { Teacher } from "../domain/content/teacher";

/** The provider's public teacher endpoint ({host}/api/teacher, an absolute address). */
export interface TeachersApi {
  /** Every teacher. Failure: []. */
  list(): Promise<readonly Teacher[]>;
}
