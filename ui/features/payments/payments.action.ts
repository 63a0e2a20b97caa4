import { data, redirectDocument, type RouterContextProvider } from "react-router";
import { match } from "ts-pattern";
import { entityIdOfText } from "../../../core/domain/shared/entity-id";
import { requestApiContext, requestQueryClientContext } from "../../app/request-context";
import { forgetAccountReads } from "../account/account.queries";

/** The posts of the payments tab, told apart by the submit button's `intent`; `line` names the ledger line. */
export const PAYMENT_INTENTS = { pay: "pay", refund: "refund" } as const;
export const LINE_FIELD = "line";

/** What a refused post comes back with (paying a line redirects to the bank instead). */
export type PaymentsActionData = { readonly message: string; readonly ok: boolean };

const idOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? entityIdOfText(value) : null);

/**
 * The route action of the payments tab (works without JavaScript): «Оплатить» asks the API to start a payment and
 * sends the browser to the bank's checkout with a full page load (the checkout is not a page of this app); a
 * refund request goes to the API and comes back as a message.
 */
export async function paymentsAction({
  request,
  bookingId,
  context,
}: {
  request: Request;
  bookingId: number;
  context: Readonly<RouterContextProvider>;
}) {
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  const line = idOf(form?.get(LINE_FIELD) ?? null);
  if (form === null || line === null || (intent !== PAYMENT_INTENTS.pay && intent !== PAYMENT_INTENTS.refund)) {
    throw data("Метод не поддерживается", { status: 405 });
  }
  const api = context.get(requestApiContext);
  forgetAccountReads(context.get(requestQueryClientContext));
  if (intent === PAYMENT_INTENTS.refund) {
    const result = await api.payments.requestRefund(bookingId, line);
    return result._tag === "Ok"
      ? data<PaymentsActionData>({
          ok: true,
          message: "Запрос на возврат отправлен. Мы вернём деньги и сообщим об этом.",
        })
      : data<PaymentsActionData>(
          { ok: false, message: "Вернуть деньги по этой строке сейчас нельзя. Обновите страницу." },
          { status: result._tag === "ValidationFailed" ? 422 : 409 },
        );
  }
  const started = await api.payments.start(bookingId, line);
  return match(started)
    .with({ _tag: "Checkout" }, ({ url }) => redirectDocument(url, 303))
    .with({ _tag: "NotPayable" }, () =>
      data<PaymentsActionData>(
        { ok: false, message: "Эта строка уже оплачена или относится к другому этапу. Обновите страницу." },
        { status: 409 },
      ),
    )
    .with({ _tag: "NotFound" }, () =>
      data<PaymentsActionData>({ ok: false, message: "Строка не найдена." }, { status: 404 }),
    )
    .with({ _tag: "SignInRequired" }, () =>
      data<PaymentsActionData>({ ok: false, message: "Войдите, чтобы оплатить." }, { status: 401 }),
    )
    .with({ _tag: "Unavailable" }, () =>
      data<PaymentsActionData>(
        { ok: false, message: "Не удалось начать оплату. Попробуйте ещё раз через минуту." },
        { status: 503 },
      ),
    )
    .exhaustive();
}
