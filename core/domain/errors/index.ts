export * from "./error-message";
export * from "./error-page-text";
export * from "./error-texts";
export * from "./layout-load-error";
export * from "./message-of";
export * from "./missing-guard-error";
export * from "./page-error";
export * from "./status-of";
