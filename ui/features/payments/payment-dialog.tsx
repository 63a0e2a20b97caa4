import { Form } from "react-router";
import { Modal } from "../../components/modal";
import { LINE_FIELD, PAYMENT_INTENTS } from "./payments.action";

/** The payment dialog of spec 3: whether it is open, the sum and what it pays for; `line` is what the post names. */
export type PaymentDialogState = {
  readonly dialog: boolean;
  readonly sum: string;
  readonly description: string;
  readonly line: number | null;
};

export const CLOSED_PAYMENT_DIALOG: PaymentDialogState = { dialog: false, sum: "", description: "", line: null };

/**
 * Asks the payer to confirm the sum and what it pays for before the bank's page; confirming posts the same form
 * the «Оплатить» button posts without JavaScript.
 */
export function PaymentDialog({ state, onClose }: { state: PaymentDialogState; onClose: () => void }) {
  return (
    <Modal open={state.dialog} onClose={onClose} title="Подтвердите оплату" size="large">
      <dl className="facts facts--list payment-dialog__facts">
        <div>
          <dt>Сумма</dt>
          <dd className="payment-dialog__sum">{state.sum}</dd>
        </div>
        <div>
          <dt>Назначение</dt>
          <dd>{state.description}</dd>
        </div>
      </dl>
      <p className="payment-dialog__note">Оплата проходит на странице банка; после неё вы вернётесь на сайт.</p>
      <Form method="post" reloadDocument className="payment-dialog__actions">
        <input type="hidden" name={LINE_FIELD} value={state.line ?? ""} />
        <button
          type="submit"
          name="intent"
          value={PAYMENT_INTENTS.pay}
          className="button button--primary"
          data-autofocus
        >
          Перейти к оплате
        </button>
        <button type="button" className="button button--outline" onClick={onClose}>
          Отмена
        </button>
      </Form>
    </Modal>
  );
}
