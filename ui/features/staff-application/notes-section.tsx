import { Form, useLocation } from "react-router";
import { STAFF_NOTE_MAX_LENGTH } from "../../../core/domain/staff-notes/staff-note-text";
import { FormField } from "../../components/form-field";
import { listPageHref } from "../content/route-guards";
import { moscowDateTimeText } from "../application-timeline/timeline-texts";
import { FormAlert } from "./form-alert";
import { Pager } from "./pager";
import type { StaffApplicationData } from "./staff-application.loader";
import { STAFF_INTENTS } from "./staff-intents";
import { STAFF_TEXTS as T } from "./staff-texts";
import { useStaffForm } from "./use-staff-form";

/** The staff's notes on the application, newest first and paged, and the form of a new one (never shown to the applicant). */
export function NotesSection({ data }: { readonly data: StaffApplicationData }) {
  const form = useStaffForm("note");
  const location = useLocation();
  const url = new URL(`${location.pathname}${location.search}`, "http://page.local");
  const notes = data.notes;
  return (
    <section className="staff-card staff-notes" id="notes" aria-labelledby="notes-title">
      <h2 id="notes-title">{T.notes}</h2>
      <p className="staff-form__hint">{T.notesHint}</p>
      <Form method="post" preventScrollReset aria-describedby="note-alert">
        <input type="hidden" name="intent" value={STAFF_INTENTS.note} />
        <input type="hidden" name="form" value="note" />
        <FormField id="note-text" label={T.note} error={form.error("text")} hintClassName="staff-form__hint">
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name="text"
              rows={3}
              required
              maxLength={STAFF_NOTE_MAX_LENGTH}
              key={notes?.total ?? 0}
              defaultValue={form.value("text")}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormAlert id="note-alert" message={form.formError(["text"])} />
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {T.addNote}
        </button>
      </Form>
      {notes === null || notes.items.length === 0 ? (
        <p>{T.noNotes}</p>
      ) : (
        <ol className="staff-notes__list">
          {notes.items.map((note) => (
            <li key={note.id}>
              <p className="staff-notes__meta">
                <time dateTime={note.created_at}>{moscowDateTimeText(new Date(note.created_at))}</time>
                {note.author_name === "" ? null : ` · ${note.author_name}`}
              </p>
              <p className="staff-notes__text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      {notes === null ? null : (
        <Pager
          page={data.page.notes}
          last={notes.last_page}
          hrefOf={(page) => listPageHref(url, "notes", page, "notes")}
          label="Страницы заметок"
        />
      )}
    </section>
  );
}
