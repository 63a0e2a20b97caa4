export * from "./education-base-reference";
export * from "./lead-contacts";
export * from "./lead-conversion";
export * from "./lead-handling";
export * from "./lead-state";
export * from "./chat-lead";
export * from "./lead-call-wait";
export * from "./chat-lead-event";
