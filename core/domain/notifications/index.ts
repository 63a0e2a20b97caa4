export * from "./email-event";
export * from "./notification-email-settings";
