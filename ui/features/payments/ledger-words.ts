import { match } from "ts-pattern";
import type { LedgerKind, LedgerLineState, LedgerRecipient, RefundRule } from "../../../core/domain/ledger/ledger-line";
import type { PaymentAttemptState } from "../../../core/domain/ledger/ledger-read";
import type { PaymentStatus } from "../../../core/domain/ledger/payment-status";

/** What a line is for, in Russian. */
export const kindWords = (kind: LedgerKind): string =>
  match(kind)
    .with("application_fee", () => "Регистрационный сбор университета")
    .with("service_fee", () => "Сервисный сбор агентства")
    .with("deposit", () => "Депозит")
    .with("tuition", () => "Оплата обучения")
    .with("extra_services", () => "Дополнительные услуги")
    .exhaustive();

/** Who receives the money. */
export const recipientWords = (recipient: LedgerRecipient): string =>
  match(recipient)
    .with("university", () => "Университет")
    .with("agency", () => "Агентство «Шуюань»")
    .exhaustive();

/** The refund rule of a line, as a sentence (ADR 054). */
export const refundRuleWords = (rule: RefundRule): string =>
  match(rule)
    .with("non_refundable", () => "Не возвращается.")
    .with("refundable_until_offer", () => "Возвращается полностью, пока университет не прислал приглашение.")
    .with("refundable_minus_bank_costs", () => "Возвращается в любой момент за вычетом расходов банка.")
    .exhaustive();

/** The stage of payment a line belongs to. */
export const paymentStageWords = (status: PaymentStatus): string =>
  match(status)
    .with("pending_payment", () => "первый платёж")
    .with("pending_payment_2", () => "второй платёж")
    .with("pending_payment_services", () => "оплата дополнительных услуг")
    .exhaustive();

/**
 * Where a line stands, as its payer reads it: a due line that cannot be paid yet says when it can, so no page shows
 * «К оплате» without a way to pay, or «Оплатить» beside a paid line.
 */
export const lineStateWords = (state: LedgerLineState, payable: boolean, stage: PaymentStatus): string =>
  match(state)
    .with("due", () => (payable ? "К оплате" : `Оплата откроется на этапе «${paymentStageWords(stage)}»`))
    .with("paid", () => "Оплачено")
    .with("refund_requested", () => "Запрошен возврат")
    .with("refunded", () => "Деньги возвращены")
    .exhaustive();

/** The headline of a payment's outcome page: what happened to it, whichever outcome page the bank sent the payer to. */
export const paymentOutcomeWords = (state: PaymentAttemptState): { title: string; text: string } =>
  match(state)
    .with("succeeded", () => ({ title: "Оплата прошла", text: "Банк подтвердил платёж. Строка отмечена оплаченной." }))
    .with("failed", () => ({
      title: "Оплата не прошла",
      text: "Деньги не списаны, заявка не изменилась. Можно попробовать оплатить ещё раз.",
    }))
    .with("pending", () => ({
      title: "Ждём подтверждения банка",
      text: "Банк ещё не сообщил об исходе платежа. Обновите страницу через минуту.",
    }))
    .exhaustive();
