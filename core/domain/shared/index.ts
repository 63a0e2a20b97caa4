export * from "./entity-id";
export * from "./result";
