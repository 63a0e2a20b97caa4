export * from "./tel-href";
