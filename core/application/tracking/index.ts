export * from "./record-visit";
export * from "./session-id";
export * from "./visitor-params";
