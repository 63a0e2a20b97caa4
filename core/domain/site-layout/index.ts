export * from "./copyright-year";
export * from "./current-section";
