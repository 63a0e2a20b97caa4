import { useRef } from "react";
import { Form, Link } from "react-router";
import { MESSAGE_MAX_LENGTH } from "../../../core/domain/messages/message-text";
import type { ThreadMessage } from "../../../core/domain/messages/thread-message";
import { FormField } from "../../components/form-field";
import { MessageThread } from "../application-messages/message-thread";
import { FormAlert } from "./form-alert";
import { REPLY_TEMPLATES } from "./reply-templates";
import type { StaffApplicationData } from "./staff-application.loader";
import { STAFF_INTENTS } from "./staff-intents";
import { STAFF_TEXTS as T } from "./staff-texts";
import { useStaffForm } from "./use-staff-form";

const staffAuthorText = (message: ThreadMessage): string =>
  message.author === "applicant"
    ? "Заявитель"
    : message.author_name === ""
      ? "Сотрудник"
      : `Сотрудник · ${message.author_name}`;

/**
 * The thread with the applicant and the staff's reply. Each template is a link that opens the page with its text in
 * the reply box (without JavaScript); with JavaScript it fills the box in place, where it is edited before sending.
 */
export function ThreadSection({ data }: { readonly data: StaffApplicationData }) {
  const form = useStaffForm("message");
  const box = useRef<HTMLTextAreaElement>(null);
  const alertId = "reply-alert";
  return (
    <section className="staff-card" id="thread" aria-labelledby="thread-title">
      <h2 id="thread-title">{T.thread}</h2>
      <MessageThread messages={data.thread} authorText={staffAuthorText} />
      <nav className="staff-templates" aria-labelledby="templates-title">
        <h3 id="templates-title">{T.templates}</h3>
        <p className="staff-form__hint">{T.templatesHint}</p>
        <ul>
          {REPLY_TEMPLATES.map((template) => (
            <li key={template.key}>
              <Link
                to={`?template=${template.key}#reply`}
                preventScrollReset
                className="button button--outline button--small"
                onClick={(event) => {
                  if (box.current === null) return;
                  event.preventDefault();
                  box.current.value = template.text;
                  box.current.focus();
                }}
              >
                {template.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="post" className="staff-reply" id="reply" preventScrollReset aria-describedby={alertId}>
        <input type="hidden" name="intent" value={STAFF_INTENTS.message} />
        <input type="hidden" name="form" value="message" />
        <FormField id="reply-text" label={T.reply} error={form.error("text")} hintClassName="staff-form__hint">
          {({ id, describedBy, invalid }) => (
            <textarea
              ref={box}
              id={id}
              name="text"
              rows={5}
              required
              maxLength={MESSAGE_MAX_LENGTH}
              key={`${data.reply}|${data.thread.length}`}
              defaultValue={form.value("text", data.reply)}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormAlert id={alertId} message={form.formError(["text"])} />
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {T.send}
        </button>
      </Form>
    </section>
  );
}
