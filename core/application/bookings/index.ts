export * from "./applicant-submit-command";
export * from "./booking-details";
export * from "./booking-mover";
export * from "./booking-state";
export * from "./create-booking";
export * from "./list-applications";
export * from "./move-booking";
