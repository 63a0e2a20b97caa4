import { Form } from "react-router";
import { TEAM_ROLE_TEXTS, TEAM_TEXTS as T } from "./staff-team-texts";
import type { TeamActionResult } from "./team.action";

type Field = Readonly<{ name: string; label: string; type: string; autoComplete: string; hint?: string }>;

const FIELDS: readonly Field[] = [
  { name: "first_name", label: T.firstName, type: "text", autoComplete: "off" },
  { name: "last_name", label: T.lastName, type: "text", autoComplete: "off" },
  { name: "email", label: T.email, type: "email", autoComplete: "off" },
  { name: "password", label: T.password, type: "password", autoComplete: "new-password", hint: T.passwordHint },
];

/** «Добавить сотрудника»: names, e-mail, role, and a password or none (then a link goes to the person's mail). */
export function AddMemberForm({ result }: { readonly result: TeamActionResult | null }) {
  const mine = result?.form === "add" ? result : null;
  const fields = mine?.fields ?? {};
  return (
    <section className="desk-card" aria-labelledby="team-add-title">
      <h2 id="team-add-title" className="desk-card__title">
        {T.addTitle}
      </h2>
      <Form method="post" className="desk-form" key={mine?.ok ? mine.message : "add"}>
        <div className="desk-form__row">
          {FIELDS.map((field) => {
            const id = `team-add-${field.name}`;
            const error = fields[field.name];
            const described = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
            return (
              <div key={field.name} className={error ? "form-field form-field--error" : "form-field"}>
                <label htmlFor={id}>{field.label}</label>
                <input
                  id={id}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described.length > 0 ? described.join(" ") : undefined}
                />
                {field.hint ? (
                  <p className="desk-hint" id={`${id}-hint`}>
                    {field.hint}
                  </p>
                ) : null}
                {error ? (
                  <p className="form-field__error" id={`${id}-error`}>
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <div className="form-field">
            <label htmlFor="team-add-role">{T.role}</label>
            <select id="team-add-role" name="role" defaultValue="staff">
              <option value="staff">{TEAM_ROLE_TEXTS.staff}</option>
              <option value="admin">{TEAM_ROLE_TEXTS.admin}</option>
            </select>
          </div>
        </div>
        <button type="submit" name="intent" value="add" className="button button--primary">
          {T.add}
        </button>
        <div role="status" aria-live="polite">
          {mine === null ? null : (
            <p className={mine.ok ? "form-message--success" : "form-message--error"}>{mine.message}</p>
          )}
        </div>
      </Form>
    </section>
  );
}
