import { Form } from "react-router";
import { staffMoveForm, type StaffMoveForm } from "../../../core/domain/booking/staff-move-form";
import { FormField } from "../../components/form-field";
import { paymentStageWords } from "../payments/ledger-words";
import { FormAlert } from "./form-alert";
import type { StaffApplicationData } from "./staff-application.loader";
import { STAFF_INTENTS } from "./staff-intents";
import { commandText, STAFF_TEXTS as T } from "./staff-texts";
import { useStaffForm } from "./use-staff-form";

/** One move's form: its text (a remark, or the reason of a cancellation) where it asks for one, and its button. */
function MoveForm({ move, dueLines }: { readonly move: StaffMoveForm; readonly dueLines: number }) {
  const key = `move:${move.command}`;
  const form = useStaffForm(key);
  const id = `move-${move.command}`;
  const label = move.text.kind === "reason" ? "Причина (её увидит заявитель)" : "Замечание для заявителя";
  const alertId = `${id}-alert`;
  return (
    <Form method="post" className="staff-move" preventScrollReset aria-describedby={alertId}>
      <input type="hidden" name="intent" value={STAFF_INTENTS.move} />
      <input type="hidden" name="form" value={key} />
      <input type="hidden" name="command" value={move.command} />
      <FormField
        id={`${id}-remark`}
        label={move.text.required ? label : `${label} — необязательно`}
        error={form.error("remark")}
        hintClassName="staff-form__hint"
      >
        {({ id: fieldId, describedBy, invalid }) => (
          <textarea
            id={fieldId}
            name="remark"
            rows={2}
            maxLength={2000}
            required={move.text.required}
            defaultValue={form.value("remark")}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      {move.due_line === null ? null : (
        <p className="staff-form__hint">
          {`Этап «${paymentStageWords(move.due_line)}»: строк к оплате — ${dueLines}. Без строки к оплате сервер не примет это действие.`}
        </p>
      )}
      <FormAlert id={alertId} message={form.error("command") ?? form.formError(["remark"])} />
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {commandText(move.command)}
      </button>
    </Form>
  );
}

/** The moves the status machine opens to staff now, each asking for what it needs (ADR 051, 057). */
export function MovesSection({ data }: { readonly data: StaffApplicationData }) {
  const forms = data.booking.allowed_moves.map(staffMoveForm);
  const lines = data.ledger?.lines ?? [];
  return (
    <section className="staff-card" id="moves" aria-labelledby="moves-title">
      <h2 id="moves-title">{T.moves}</h2>
      {forms.length === 0 ? (
        <p>{T.noMoves}</p>
      ) : (
        <div className="staff-moves">
          {forms.map((move) => (
            <MoveForm
              key={move.command}
              move={move}
              dueLines={lines.filter((line) => line.state === "due" && line.payment_status === move.due_line).length}
            />
          ))}
        </div>
      )}
    </section>
  );
}
