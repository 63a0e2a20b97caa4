export * from "./application-checklist";
export * from "./course-after-offer";
export * from "./course-checklist";
export * from "./course-start";
export * from "./course-stay";
export * from "./course-study-place";
export * from "./course-tuition";
