import { Form } from "react-router";
import {
  LEDGER_CURRENCIES,
  LEDGER_KINDS,
  LEDGER_RECIPIENTS,
  type LedgerLineState,
  REFUND_RULES,
} from "../../../core/domain/ledger/ledger-line";
import type { LedgerLineRead } from "../../../core/domain/ledger/ledger-read";
import { moneyText } from "../../../core/domain/ledger/money-text";
import { PAYMENT_STATUSES } from "../../../core/domain/ledger/payment-status";
import { FormField } from "../../components/form-field";
import { kindWords, paymentStageWords, recipientWords, refundRuleWords } from "../payments/ledger-words";
import { FormAlert } from "./form-alert";
import type { StaffApplicationData } from "./staff-application.loader";
import { STAFF_INTENTS } from "./staff-intents";
import { STAFF_TEXTS as T } from "./staff-texts";
import { useStaffForm } from "./use-staff-form";

const STATE_WORDS: Readonly<Record<LedgerLineState, string>> = {
  due: "к оплате",
  paid: "оплачено",
  refund_requested: "запрошен возврат",
  refunded: "возвращено",
};

/** «Отметить оплаченной» on a due line, «Отметить возврат выполненным» on a line whose refund was asked for. */
function LineAction({ line }: { readonly line: LedgerLineRead }) {
  const key = `line:${line.id}`;
  const form = useStaffForm(key);
  const intent =
    line.state === "due" ? STAFF_INTENTS.paid : line.state === "refund_requested" ? STAFF_INTENTS.refunded : null;
  if (intent === null) return null;
  return (
    <Form method="post" preventScrollReset aria-describedby={`line-${line.id}-alert`}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="form" value={key} />
      <input type="hidden" name="line" value={line.id} />
      <button type="submit" className="button button--outline button--small" disabled={form.busy}>
        {intent === STAFF_INTENTS.paid ? T.markPaid : T.markRefunded}
        <span className="visually-hidden">{`: ${line.description || kindWords(line.kind)}`}</span>
      </button>
      <FormAlert id={`line-${line.id}-alert`} message={form.message} />
    </Form>
  );
}

function Choice<V extends string>({
  name,
  label,
  values,
  words,
  value,
}: {
  readonly name: string;
  readonly label: string;
  readonly values: readonly V[];
  readonly words: (value: V) => string;
  readonly value: string;
}) {
  return (
    <div className="form-field">
      <label htmlFor={`line-${name}`}>{label}</label>
      <select id={`line-${name}`} name={name} defaultValue={value === "" ? values[0] : value}>
        {values.map((option) => (
          <option key={option} value={option}>
            {words(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A new line: what it is, who receives it, the amount and currency, the refund rule and the payment status it is for. */
function AddLineForm() {
  const form = useStaffForm("ledger");
  return (
    <Form method="post" className="staff-line-form" preventScrollReset aria-describedby="ledger-alert">
      <input type="hidden" name="intent" value={STAFF_INTENTS.addLine} />
      <input type="hidden" name="form" value="ledger" />
      <h3>{T.addLine}</h3>
      <div className="staff-line-form__grid">
        <Choice name="kind" label="Что это" values={LEDGER_KINDS} words={kindWords} value={form.value("kind")} />
        <FormField
          id="line-description"
          label="Описание"
          error={form.error("description")}
          hintClassName="staff-form__hint"
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="description"
              required
              maxLength={300}
              defaultValue={form.value("description")}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <Choice
          name="recipient"
          label="Получатель"
          values={LEDGER_RECIPIENTS}
          words={recipientWords}
          value={form.value("recipient")}
        />
        <FormField
          id="line-amount"
          label="Сумма"
          hint="Например, 15 000 или 1500,50"
          error={form.error("amount")}
          hintClassName="staff-form__hint"
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="amount"
              required
              inputMode="decimal"
              defaultValue={form.value("amount")}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <Choice
          name="currency"
          label="Валюта"
          values={LEDGER_CURRENCIES}
          words={(c) => c}
          value={form.value("currency")}
        />
        <Choice
          name="refund_rule"
          label="Возврат"
          values={REFUND_RULES}
          words={refundRuleWords}
          value={form.value("refund_rule")}
        />
        <Choice
          name="payment_status"
          label="Этап оплаты"
          values={PAYMENT_STATUSES}
          words={paymentStageWords}
          value={form.value("payment_status")}
        />
      </div>
      <FormAlert id="ledger-alert" message={form.formError(["description", "amount", "currency"])} />
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {T.addLine}
      </button>
    </Form>
  );
}

/** The ledger as staff keep it (ADR 054, 057): every line with its state and action, and the form of a new line. */
export function LedgerSection({ data }: { readonly data: StaffApplicationData }) {
  const lines = data.ledger?.lines ?? [];
  return (
    <section className="staff-card" id="ledger" aria-labelledby="ledger-title">
      <h2 id="ledger-title">{T.ledger}</h2>
      {lines.length === 0 ? (
        <p>{T.noLines}</p>
      ) : (
        <div className="staff-table-wrap" role="region" aria-label="Строки расчётов" tabIndex={0}>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Строка</th>
                <th scope="col">Получатель</th>
                <th scope="col">Сумма</th>
                <th scope="col">Возврат</th>
                <th scope="col">Этап</th>
                <th scope="col">Состояние</th>
                <th scope="col">Действие</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row">{line.description || kindWords(line.kind)}</th>
                  <td>{recipientWords(line.recipient)}</td>
                  <td>
                    {moneyText(line.amount_minor, line.currency)}
                    {line.currency === "RUB" ? null : ` ≈ ${moneyText(line.amount_rub_minor, "RUB")}`}
                  </td>
                  <td>{refundRuleWords(line.refund_rule)}</td>
                  <td>{paymentStageWords(line.payment_status)}</td>
                  <td>{STATE_WORDS[line.state]}</td>
                  <td>
                    <LineAction line={line} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddLineForm />
    </section>
  );
}
