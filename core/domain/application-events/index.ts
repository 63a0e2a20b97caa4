export * from "./application-event";
export * from "./application-page-path";
