export * from "./hide-comment";
export * from "./moderation-deps";
export * from "./read-moderation-page";
export * from "./restore-comment";
export * from "./staff-comment-row";
export * from "./moderation-step";
