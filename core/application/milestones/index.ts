export * from "./milestones-deps";
export * from "./milestones-view";
export * from "./plan-milestone";
export * from "./read-milestones";
