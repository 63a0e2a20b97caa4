import type { AdmissionAvailability } from "../../../../core/domain/admission/admission-availability";
import { availabilityBadge } from "../institution-texts";

/** «Идёт приём заявок», «Мест нет» or «Приём закрыт», from the availability of a base or program (ADR 032). */
export function AdmissionBadge({ availability }: { availability: AdmissionAvailability }) {
  const { tone, text } = availabilityBadge(availability);
  return <span className={`admission-badge admission-badge--${tone}`}>{text}</span>;
}
