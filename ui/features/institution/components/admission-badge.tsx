import { INSTITUTION_TEXTS } from "../institution-texts";

/** «Идёт приём заявок» or «Приём закрыт» (spec 4: open when a base's waves are open). */
export function AdmissionBadge({ open }: { open: boolean }) {
  return (
    <span className={`admission-badge admission-badge--${open ? "open" : "closed"}`}>
      {open ? INSTITUTION_TEXTS.admissionOpen : INSTITUTION_TEXTS.admissionClosed}
    </span>
  );
}
