/** Default lower price of the listing filter (spec 9); price_from is sent only above it (spec 5). */
export const DEFAULT_PRICE_FROM = 0;
