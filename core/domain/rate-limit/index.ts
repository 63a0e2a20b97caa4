export * from "./rate-limit-rule";
export * from "./sliding-window";
