import type { BookingCommand } from "../../domain/booking/booking-command";

/** "Submit" from the applicant's page: the first submission, or the resubmission after changes were requested. */
export const applicantSubmitCommand = (status: string): BookingCommand =>
  status === "in_review" ? "resubmit" : "submit";
