export * from "./get-notification-settings";
export * from "./notification-settings-deps";
export * from "./save-notification-settings";
export * from "./user-wants-email";
