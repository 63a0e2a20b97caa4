export * from "./comment-excerpt";
export * from "./comment-moderation-state";
export * from "./moderation-filter";
export * from "./moderation-reason";
export * from "./vanished-comments";
