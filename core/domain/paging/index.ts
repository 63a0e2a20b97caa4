export * from "./page-links";
export * from "./page-number";
