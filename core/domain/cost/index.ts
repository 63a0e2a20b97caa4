export * from "./cost-choice";
export * from "./cost-figure";
export * from "./cost-item";
export * from "./cost-query";
export * from "./cost-tuition";
export * from "./figure-scope";
export * from "./first-year-cost";
