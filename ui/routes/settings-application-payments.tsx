import { data, useActionData } from "react-router";
import { sessionKeyOf } from "../../adapters/storage/browser/session-key";
import { entityIdOfText } from "../../core/domain/shared/entity-id";
import { passGuards } from "../app/guards";
import { pageMeta } from "../app/route-meta";
import { prefetch } from "../data/prefetch";
import { SETTINGS_GUARDS } from "../features/account/settings-guards";
import { LedgerList } from "../features/payments/ledger-list";
import { paymentsAction, type PaymentsActionData } from "../features/payments/payments.action";
import { ledgerQuery } from "../features/payments/payments.queries";
import type { Route } from "./+types/settings-application-payments";
import "../features/payments/payments.css";

export const handle = { fetchPageData: false };

const bookingIdOf = (text: string | undefined) => (text === undefined ? null : entityIdOfText(text));

/** The application's ledger (ADR 054); someone else's application, or none, is a 404 like a missing page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  const id = bookingIdOf(params.application);
  if (id === null) throw data("Заявка не найдена", { status: 404 });
  const sessionKey = sessionKeyOf(request.headers.get("cookie"));
  const {
    data: [ledger],
  } = await prefetch(context, (api) => [ledgerQuery(api, sessionKey, id)] as const);
  if (ledger === null) throw data("Заявка не найдена", { status: 404 });
  return { ledger };
}

/** «Оплатить» (to the bank's checkout) and «Вернуть деньги»; both work without JavaScript. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  const id = bookingIdOf(params.application);
  if (id === null) throw data("Заявка не найдена", { status: 404 });
  return paymentsAction({ request, bookingId: id, context });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, "Оплата заявки — настройки"),
  { name: "robots", content: "noindex" },
];

/** The tab «Оплата» of an application: what is to be paid, what was paid, and the way to pay. */
export default function SettingsApplicationPayments({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<PaymentsActionData>();
  const { ledger } = loaderData;
  const payable = ledger.lines.some((line) => line.payable);
  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title">Оплата</h2>
      <p role="status" className={answer?.ok === false ? "form-error" : undefined}>
        {answer?.message ?? null}
      </p>
      {payable ? (
        <p>Заявка ждёт оплаты. Нажмите «Оплатить» у строки: вы подтвердите сумму и перейдёте на страницу банка.</p>
      ) : null}
      <LedgerList ledger={ledger} />
    </section>
  );
}
