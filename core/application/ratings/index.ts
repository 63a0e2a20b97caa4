export * from "./rate-institution";
export * from "./rounded-mean";
