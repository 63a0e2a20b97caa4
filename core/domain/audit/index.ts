export * from "./audit-changes";
