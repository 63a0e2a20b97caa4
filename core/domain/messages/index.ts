export * from "./booking-message";
export * from "./message-excerpt";
export * from "./message-text";
export * from "./thread-message";
