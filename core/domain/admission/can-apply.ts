import type { AdmissionAvailability } from "./admission-availability";

/** «Подать заявку» is offered only where something can be applied for: an open base with a free place. */
export const canApply = (availability: AdmissionAvailability): boolean => availability._tag === "Open";
