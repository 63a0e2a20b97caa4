export * from "./convert-lead";
export * from "./handle-lead";
export * from "./leads-deps";
export * from "./take-chat-lead";
