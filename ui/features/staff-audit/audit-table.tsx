import { Link } from "react-router";
import type { AuditChange } from "../../../core/domain/audit/audit-changes";
import { hrefFor } from "../../../core/domain/route/href-for";
import { TableScroll } from "../../components/table-scroll";
import { DeskTime } from "../staff-desk/desk-time";
import { nameOf, type TeamName } from "../staff-desk/team-names";
import type { AuditView } from "./audit-view";
import {
  AUDIT_ACTION_TEXTS,
  AUDIT_FIELD_TEXTS,
  AUDIT_SUBJECT_TEXTS,
  AUDIT_TEXTS as T,
  AUDIT_VALUE_TEXTS,
} from "./staff-audit-texts";

/** Fields whose value is a team member's id, shown by name. */
const TEAM_FIELDS = new Set(["assignee_user_id"]);

/** A value in words where the field has them (a team member by name), blank as a dash. */
const valueText = (team: readonly TeamName[], field: string, value: string): string => {
  if (value === "") return T.none;
  if (TEAM_FIELDS.has(field) && /^\d+$/.test(value)) return nameOf(team, Number(value), value);
  return AUDIT_VALUE_TEXTS[field]?.[value] ?? value;
};

/** The changed fields as «field: was → is», the old value struck through and the new one marked in words too. */
function Changes({ changes, team }: { readonly changes: readonly AuditChange[]; readonly team: readonly TeamName[] }) {
  if (changes.length === 0) return <>{T.noChange}</>;
  return (
    <ul className="desk-change">
      {changes.map((change) => (
        <li key={change.field}>
          {change.field === "" ? null : <>{AUDIT_FIELD_TEXTS[change.field] ?? change.field}: </>}
          {change.before === null ? null : (
            <del>
              <span className="visually-hidden">{T.wasLabel} </span>
              {valueText(team, change.field, change.before)}
            </del>
          )}
          {change.before === null || change.after === null ? null : " → "}
          {change.after === null ? null : (
            <ins>
              <span className="visually-hidden">{T.isLabel} </span>
              {valueText(team, change.field, change.after)}
            </ins>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The audit log as a table, newest first. */
export function AuditTable({
  entries,
  team,
}: {
  readonly entries: readonly AuditView[];
  readonly team: readonly TeamName[];
}) {
  return (
    <TableScroll label={{ id: "staff-audit-caption" }}>
      <table className="desk-table">
        <caption id="staff-audit-caption" className="visually-hidden">
          {T.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{T.when}</th>
            <th scope="col">{T.who}</th>
            <th scope="col">{T.what}</th>
            <th scope="col">{T.on}</th>
            <th scope="col">{T.change}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <DeskTime at={entry.at} />
              </td>
              <td>{nameOf(team, entry.actor_user_id, T.system)}</td>
              <td>{AUDIT_ACTION_TEXTS[entry.action] ?? entry.action}</td>
              <td>
                {AUDIT_SUBJECT_TEXTS[entry.subject_type]} № {entry.subject_id}
                {entry.booking_id === null ? null : (
                  <>
                    {", "}
                    <Link
                      to={hrefFor({ screen: "staff-application", params: { application: String(entry.booking_id) } })}
                    >
                      {T.application(entry.booking_id)}
                    </Link>
                  </>
                )}
              </td>
              <td>
                <Changes changes={entry.changes} team={team} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
