export * from "./ledger-line";
export * from "./ledger-line-state";
export * from "./ledger-queries";
export * from "./ledger-roubles";
export * from "./payment-status";
export * from "./money-text";
export * from "./ledger-read";
