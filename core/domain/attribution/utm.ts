/** The utm parameters sent with every form (spec 7), in this order. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_content", "utm_campaign", "utm_term"] as const;

export type UtmKey = (typeof UTM_KEYS)[number];

/** Only the parameters that have a non-empty value are present. */
export type Utm = { readonly [K in UtmKey]?: string };
