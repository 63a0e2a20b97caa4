import { useState } from "react";
import { Form } from "react-router";
import type { LedgerLineRead, LedgerRead } from "../../../core/domain/ledger/ledger-read";
import { moneyText } from "../../../core/domain/ledger/money-text";
import { kindWords, lineStateWords, paymentStageWords, recipientWords, refundRuleWords } from "./ledger-words";
import { CLOSED_PAYMENT_DIALOG, PaymentDialog, type PaymentDialogState } from "./payment-dialog";
import { LINE_FIELD, PAYMENT_INTENTS } from "./payments.action";

type Totals = LedgerRead["totals"]["all"];

/** An amount in its currency, and in roubles beside it unless it is in roubles already. */
function Amount({ minor, currency, rub }: { minor: number; currency: LedgerLineRead["currency"]; rub: number }) {
  return (
    <>
      <span className="ledger__amount">{moneyText(minor, currency)}</span>
      {currency === "RUB" ? null : <span className="ledger__roubles"> ≈ {moneyText(rub, "RUB")}</span>}
    </>
  );
}

function TotalsText({ totals }: { totals: Totals }) {
  if (totals.by_currency.length === 0) return <>—</>;
  const parts = totals.by_currency.map((total) => moneyText(total.amount_minor, total.currency)).join(" + ");
  const onlyRoubles = totals.by_currency.every((total) => total.currency === "RUB");
  return (
    <>
      {parts}
      {onlyRoubles ? null : <span className="ledger__roubles"> ≈ {moneyText(totals.rub_minor, "RUB")}</span>}
    </>
  );
}

/** The payer's buttons for a line: «Оплатить» on a line payable now, «Вернуть деньги» where the rule allows. */
function LineActions({ line, onPay }: { line: LedgerLineRead; onPay: (line: LedgerLineRead) => void }) {
  if (!line.payable && !line.refundable) return null;
  return (
    <Form method="post" className="ledger__actions">
      <input type="hidden" name={LINE_FIELD} value={line.id} />
      {line.payable ? (
        <button
          type="submit"
          name="intent"
          value={PAYMENT_INTENTS.pay}
          className="button button--primary"
          onClick={(event) => {
            event.preventDefault();
            onPay(line);
          }}
        >
          Оплатить
        </button>
      ) : (
        <button type="submit" name="intent" value={PAYMENT_INTENTS.refund} className="button button--outline">
          Вернуть деньги
        </button>
      )}
    </Form>
  );
}

/**
 * An application's money (ADR 054): each line with what it is for, who receives it, its sum in its currency and in
 * roubles, its refund rule and where it stands; the totals; «Оплатить» on the lines of the current payment stage,
 * which opens the payment dialog (without JavaScript the button posts the form straight away).
 */
export function LedgerList({ ledger }: { ledger: LedgerRead }) {
  const [dialog, setDialog] = useState<PaymentDialogState>(CLOSED_PAYMENT_DIALOG);
  const openDialog = (line: LedgerLineRead) =>
    setDialog({
      dialog: true,
      sum: moneyText(line.amount_minor, line.currency),
      description: line.description || kindWords(line.kind),
      line: line.id,
    });
  if (ledger.lines.length === 0) {
    return <p>Счетов к оплате пока нет. Когда понадобится оплата, строка появится здесь и мы пришлём уведомление.</p>;
  }
  return (
    <>
      <ul className="ledger">
        {ledger.lines.map((line) => (
          <li key={line.id} className={`ledger__line ledger__line--${line.state}`}>
            <article aria-labelledby={`ledger-line-${line.id}`}>
              <h3 id={`ledger-line-${line.id}`} className="ledger__title">
                {kindWords(line.kind)}
              </h3>
              {line.description === "" || line.description === kindWords(line.kind) ? null : (
                <p className="ledger__description">{line.description}</p>
              )}
              <dl className="facts ledger__facts">
                <div>
                  <dt>Сумма</dt>
                  <dd>
                    <Amount minor={line.amount_minor} currency={line.currency} rub={line.amount_rub_minor} />
                  </dd>
                </div>
                <div>
                  <dt>Получатель</dt>
                  <dd>{recipientWords(line.recipient)}</dd>
                </div>
                <div>
                  <dt>Этап оплаты</dt>
                  <dd>{paymentStageWords(line.payment_status)}</dd>
                </div>
                <div>
                  <dt>Возврат</dt>
                  <dd>{refundRuleWords(line.refund_rule)}</dd>
                </div>
                <div>
                  <dt>Состояние</dt>
                  <dd className="ledger__state">{lineStateWords(line.state, line.payable, line.payment_status)}</dd>
                </div>
              </dl>
              <LineActions line={line} onPay={openDialog} />
            </article>
          </li>
        ))}
      </ul>
      <dl className="facts facts--list ledger__totals" aria-label="Итоги">
        <div>
          <dt>Всего</dt>
          <dd>
            <TotalsText totals={ledger.totals.all} />
          </dd>
        </div>
        <div>
          <dt>Оплачено</dt>
          <dd>
            <TotalsText totals={ledger.totals.paid} />
          </dd>
        </div>
        <div>
          <dt>Осталось оплатить</dt>
          <dd>
            <TotalsText totals={ledger.totals.due} />
          </dd>
        </div>
      </dl>
      <PaymentDialog state={dialog} onClose={() => setDialog(CLOSED_PAYMENT_DIALOG)} />
    </>
  );
}
