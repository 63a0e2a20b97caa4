/** Education base types used by the second filter set's type_grants (spec 3, spec 9: 1 grants, 2 scholarships). */
export const GRANT_TYPES = ["grants", "scholarships"] as const;

export type GrantType = (typeof GRANT_TYPES)[number];

export const GRANT_TYPE_NUMBERS = { grants: 1, scholarships: 2 } as const satisfies Record<GrantType, number>;
