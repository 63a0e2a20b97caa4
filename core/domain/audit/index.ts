export * from "./audit-changes";
export * from "./audit-subjects";
