import { Link } from "react-router";
import { ApplicationTimelineList } from "../application-timeline/application-timeline-list";
import { ApplicantSection } from "./applicant-section";
import { AuditSection } from "./audit-section";
import { DocumentsSection } from "./documents-section";
import { LedgerSection } from "./ledger-section";
import { MilestonesSection } from "./milestones-section";
import { MovesSection } from "./moves-section";
import { NotesSection } from "./notes-section";
import type { StaffApplicationData } from "./staff-application.loader";
import { staffActorText, STAFF_TEXTS as T } from "./staff-texts";
import { ThreadSection } from "./thread-section";

const SECTIONS = [
  ["moves", T.moves],
  ["documents", T.documents],
  ["thread", T.thread],
  ["ledger", T.ledger],
  ["after-offer", T.afterOffer],
  ["timeline", T.timeline],
  ["notes", T.notes],
  ["audit", T.audit],
] as const;

/**
 * One application as staff work on it (ADR 057): the summary, then each part of the work in its own section, in the
 * order a case is usually handled; a notice after each saved action. Every form posts to the page's action.
 */
export function StaffApplicationPage({ data }: { readonly data: StaffApplicationData }) {
  return (
    <div className="staff-application" id="staff-application">
      <p>
        <Link to="/staff/">{T.backToQueue}</Link>
      </p>
      <h1>{T.title(data.booking.id)}</h1>
      <div role="status" className="staff-application__notice">
        {data.done === null ? null : <p className="form-message--success">{T.done}</p>}
      </div>
      <nav className="staff-application__sections" aria-label="Разделы заявки">
        <ul>
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ApplicantSection data={data} />
      <MovesSection data={data} />
      <DocumentsSection data={data} />
      <ThreadSection data={data} />
      <LedgerSection data={data} />
      <MilestonesSection data={data} />
      <section className="staff-card" id="timeline" aria-labelledby="staff-timeline-title">
        <h2 id="staff-timeline-title">{T.timeline}</h2>
        <ApplicationTimelineList entries={data.timeline?.entries ?? []} actorWords={staffActorText} />
      </section>
      <NotesSection data={data} />
      <AuditSection data={data} />
    </div>
  );
}
