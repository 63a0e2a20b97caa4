export * from "./clear-field-error";
export * from "./document-save-status";
export * from "./field-state";
export * from "./parse-server-form-errors";
export * from "./server-form-errors";
