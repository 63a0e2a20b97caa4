export * from "./count-text";
export * from "./counted-nouns";
export * from "./russian-plural";
export * from "./zoned-date-time-text";
export * from "./months-genitive";
export * from "./user-text-segments";
export * from "./script-safe-json";
