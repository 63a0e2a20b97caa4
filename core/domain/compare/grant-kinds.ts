import { EDUCATION_BASE_TYPES } from "../constants/education-base-type";
import type { GrantKinds } from "./compare-facts";

/**
 * The funded places among education base types (1 grants, 2 scholarships; null a paid place). An institution
 * flagged `has_grants` without any typed base still counts as offering grants.
 */
export const grantKindsOf = (types: readonly (number | null)[], hasGrants = false): GrantKinds => ({
  grants: hasGrants || types.includes(EDUCATION_BASE_TYPES.grants),
  scholarships: types.includes(EDUCATION_BASE_TYPES.scholarships),
});
