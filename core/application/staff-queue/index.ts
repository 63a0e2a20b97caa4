export * from "./assign-application";
export * from "./read-queue";
export * from "./staff-queue-deps";
export * from "./staff-sla-settings";
