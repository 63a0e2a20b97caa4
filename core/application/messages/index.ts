export * from "./list-thread";
export * from "./messages-deps";
export * from "./post-applicant-message";
export * from "./post-staff-message";
export * from "./post-staff-remark";
export * from "./readable-booking";
export * from "./thread-remarks";
