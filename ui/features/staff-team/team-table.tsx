import { Form } from "react-router";
import type { TeamMember } from "../../../core/ports/staff-directory.port";
import { TableScroll } from "../../components/table-scroll";
import { TEAM_ROLE_TEXTS, TEAM_TEXTS as T } from "./staff-team-texts";
import type { TeamActionResult } from "./team.action";

type Props = Readonly<{ members: readonly TeamMember[]; viewerId: number; result: TeamActionResult | null }>;

/** The team as a table; each other member's row has a role form (one's own role is not changed here). */
export function TeamTable({ members, viewerId, result }: Props) {
  return (
    <TableScroll label={{ id: "staff-team-caption" }}>
      <table className="desk-table">
        <caption id="staff-team-caption" className="visually-hidden">
          {T.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{T.name}</th>
            <th scope="col">{T.email}</th>
            <th scope="col">{T.role}</th>
            <th scope="col">{T.change}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const name = `${member.first_name} ${member.last_name}`.trim() || member.email;
            const mine = result?.form === member.id ? result : null;
            return (
              <tr key={member.id}>
                <td>{name}</td>
                <td className="desk-table__address">{member.email}</td>
                <td>{TEAM_ROLE_TEXTS[member.role]}</td>
                <td>
                  {member.id === viewerId ? (
                    T.you
                  ) : (
                    <Form method="post" className="desk-role">
                      <input type="hidden" name="member" value={member.id} />
                      <label htmlFor={`team-role-${member.id}`} className="visually-hidden">
                        {T.roleOf(name)}
                      </label>
                      <select id={`team-role-${member.id}`} name="role" defaultValue={member.role}>
                        <option value="staff">{TEAM_ROLE_TEXTS.staff}</option>
                        <option value="admin">{TEAM_ROLE_TEXTS.admin}</option>
                        <option value="user">{T.removeRights}</option>
                      </select>{" "}
                      <button type="submit" name="intent" value="role" className="button">
                        {T.apply}
                      </button>
                      <span role="status">
                        {mine === null ? null : (
                          <span className={mine.ok ? "form-message--success" : "form-message--error"}>
                            {" "}
                            {mine.message}
                          </span>
                        )}
                      </span>
                    </Form>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
