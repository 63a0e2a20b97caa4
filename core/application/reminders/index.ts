export * from "./deadline-reminder-payload.schema";
export * from "./job-handler";
export * from "./plan-deadline-reminders";
export * from "./run-due-jobs";
export * from "./send-deadline-reminder";
