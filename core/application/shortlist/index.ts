export * from "./save-shortlist";
