export * from "./read-timeline";
