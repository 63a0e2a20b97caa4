import { Form } from "react-router";
import { moscowDateTimeText } from "../../../core/domain/admission/moscow-date-time-text";
import { bookingStatusText } from "../../../core/domain/booking/booking-status-text";
import { parseBookingStatus } from "../../../core/domain/booking/parse-booking-status";
import { hrefFor } from "../../../core/domain/route/href-for";
import type { NamedRef } from "../../../core/ports/staff-queue-repository.port";
import type { StaffQueueItem } from "../../../core/ports/staff-queue-api.port";
import { PARTY_TEXTS, QUEUE_TEXTS as T, waitedText } from "./queue-texts";

/** The names of the assignment form's fields. */
export const ASSIGN_FIELDS = { intent: "intent", value: "assign", booking: "booking", assignee: "assignee" } as const;

type RowProps = {
  readonly row: StaffQueueItem;
  readonly staff: readonly NamedRef[];
  readonly viewerId: number;
  readonly now: Date;
};

/** Take it, give it to someone, or leave it without an assignee: two small posts of the same action. */
function AssignForms({ row, staff, viewerId }: Omit<RowProps, "now">) {
  const current = row.assignee === null ? "none" : String(row.assignee.id);
  const selectId = `assignee-${row.id}`;
  return (
    <div className="queue-assign">
      {row.assignee?.id === viewerId ? null : (
        <Form method="post">
          <input type="hidden" name={ASSIGN_FIELDS.intent} value={ASSIGN_FIELDS.value} />
          <input type="hidden" name={ASSIGN_FIELDS.booking} value={row.id} />
          <input type="hidden" name={ASSIGN_FIELDS.assignee} value={viewerId} />
          <button type="submit" className="button button--small">
            {T.take}
          </button>
        </Form>
      )}
      <Form method="post" className="queue-assign__other">
        <input type="hidden" name={ASSIGN_FIELDS.intent} value={ASSIGN_FIELDS.value} />
        <input type="hidden" name={ASSIGN_FIELDS.booking} value={row.id} />
        <label htmlFor={selectId} className="visually-hidden">
          {T.assignLabel(row.id)}
        </label>
        <select id={selectId} name={ASSIGN_FIELDS.assignee} defaultValue={current}>
          <option value="none">{T.nobody}</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--outline button--small">
          {T.assignTo}
        </button>
      </Form>
    </div>
  );
}

function QueueRowView({ row, staff, viewerId, now }: RowProps) {
  const status = bookingStatusText(parseBookingStatus(row.status));
  const href = hrefFor({ screen: "staff-application", params: { application: String(row.id) } });
  return (
    <tr className={row.overdue ? "queue-row queue-row--overdue" : "queue-row"}>
      <th scope="row">
        <a href={href}>№ {row.id}</a>
      </th>
      <td>
        <div className="queue-row__name">{row.student.name || "—"}</div>
        <div className="queue-row__contact">{row.student.email}</div>
        <div className="queue-row__contact">{row.student.phone}</div>
      </td>
      <td>
        {row.course === null ? (
          <div>{row.institution?.name ?? "—"}</div>
        ) : (
          <div>
            {T.course}: {row.course.name}
          </div>
        )}
        {row.program === null ? null : <div className="queue-row__contact">{row.program.name}</div>}
        {row.intake === "" ? null : (
          <div className="queue-row__contact">
            {T.intake}: {row.intake}
          </div>
        )}
      </td>
      <td>
        <div>{status.title}</div>
        <div className="queue-row__contact">
          {waitedText(row.status_changed_at, now)}, {T.since} {moscowDateTimeText(row.status_changed_at.toISOString())}
        </div>
        {row.due_at === null ? null : (
          <div className="queue-row__contact">
            {row.overdue ? <strong className="queue-row__overdue">{T.overdueMark}</strong> : null} {T.dueBy}{" "}
            {moscowDateTimeText(row.due_at.toISOString())}
          </div>
        )}
      </td>
      <td>{PARTY_TEXTS[row.party]}</td>
      <td>{row.assignee?.name ?? T.nobody}</td>
      <td>
        <AssignForms row={row} staff={staff} viewerId={viewerId} />
      </td>
    </tr>
  );
}

/** The page of the queue as a table: one application a row, overdue ones marked in words and colour. */
export function QueueTable({ rows, ...rest }: Omit<RowProps, "row"> & { readonly rows: readonly StaffQueueItem[] }) {
  return (
    <div className="table-scroll queue-table" tabIndex={0} role="region" aria-label={T.title}>
      <table>
        <thead>
          <tr>
            <th scope="col">{T.number}</th>
            <th scope="col">{T.student}</th>
            <th scope="col">{T.target}</th>
            <th scope="col">{T.state}</th>
            <th scope="col">{T.party}</th>
            <th scope="col">{T.assignee}</th>
            <th scope="col">{T.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <QueueRowView key={row.id} row={row} {...rest} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
