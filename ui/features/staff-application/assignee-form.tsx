import { Form } from "react-router";
import { FormAlert } from "./form-alert";
import type { StaffApplicationData } from "./staff-application.loader";
import { STAFF_INTENTS } from "./staff-intents";
import { STAFF_TEXTS as T } from "./staff-texts";
import { useStaffForm } from "./use-staff-form";

/** Who handles the application, and the choice of another staff member or nobody (the queue's assignment, ADR 056). */
export function AssigneeForm({ data }: { readonly data: StaffApplicationData }) {
  const form = useStaffForm("assign");
  const current = data.assignee === null ? "none" : String(data.assignee.id);
  return (
    <>
      <p className="staff-summary__assignee">{data.assignee?.name ?? T.nobody}</p>
      <Form method="post" preventScrollReset className="staff-assign" aria-describedby="assign-alert">
        <input type="hidden" name="intent" value={STAFF_INTENTS.assign} />
        <label htmlFor="staff-assignee" className="visually-hidden">
          {T.assignTo}
        </label>
        <select id="staff-assignee" name="assignee" defaultValue={current} key={current}>
          <option value="none">{T.nobody}</option>
          {data.staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--outline button--small">
          {T.assign}
        </button>
        <FormAlert id="assign-alert" message={form.formError([])} />
      </Form>
    </>
  );
}
