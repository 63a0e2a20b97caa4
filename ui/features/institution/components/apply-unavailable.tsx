import type { AdmissionAvailability } from "../../../../core/domain/admission/admission-availability";
import { availabilityReason } from "../institution-texts";

/** The line that stands where «Подать заявку» would be when nothing can be applied for (ADR 032). */
export function ApplyUnavailable({
  availability,
  className,
}: {
  availability: AdmissionAvailability;
  className: string;
}) {
  const reason = availabilityReason(availability);
  return reason === null ? null : <p className={`apply-unavailable ${className}`}>{reason}</p>;
}
