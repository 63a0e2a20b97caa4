export * from "./education-base-reference";
export * from "./lead-contacts";
export * from "./lead-conversion";
export * from "./lead-handling";
export * from "./lead-state";
