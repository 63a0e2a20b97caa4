export * from "./add-ledger-line";
export * from "./ledger-view";
export * from "./list-ledger";
export * from "./payments-deps";
export * from "./payments-errors";
export * from "./request-refund";
export * from "./start-payment";
export * from "./take-payment-callback";
