import { data, Link } from "react-router";
import { sessionKeyOf } from "../../adapters/storage/browser/session-key";
import { moneyText } from "../../core/domain/ledger/money-text";
import { hrefFor } from "../../core/domain/route/href-for";
import { entityIdOfText } from "../../core/domain/shared/entity-id";
import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { Breadcrumbs } from "../components/breadcrumbs";
import { HtmlContent } from "../components/html-content";
import { prefetch } from "../data/prefetch";
import { paymentOutcomeWords } from "../features/payments/ledger-words";
import { paymentQuery } from "../features/payments/payments.queries";
import type { Route } from "./+types/payment-outcome";
import "../features/payments/payment-outcome.css";

/**
 * /payment/success/ and /payment/fail/ (spec 2): their page data, and above it, for the payer of the payment named by
 * `?payment=`, what happened to it and the way back to the application (ADR 054). Anyone else reads the general text.
 */
export async function loader(args: Route.LoaderArgs) {
  const { url, request, context } = args;
  const paymentId = entityIdOfText(url.searchParams.get("payment") ?? "");
  const sessionKey = sessionKeyOf(request.headers.get("cookie"));
  const [loaded, payment] = await Promise.all([
    loadPage(args),
    paymentId === null
      ? null
      : prefetch(context, (api) => [paymentQuery(api, sessionKey, paymentId)] as const).then(({ data: [p] }) => p),
  ]);
  if (payment === null && loaded.page.seo === null && loaded.page.description === "") {
    throw data("Нет данных страницы", { status: 404 });
  }
  return { ...loaded, payment };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page.seo, "Шуюань");

type Payment = NonNullable<Route.ComponentProps["loaderData"]["payment"]>;

function PaymentOutcome({ payment }: { payment: Payment }) {
  const words = paymentOutcomeWords(payment.state);
  const back = hrefFor({
    screen: "settings-application-payments",
    params: { application: String(payment.booking_id) },
  });
  return (
    <>
      <h1>{words.title}</h1>
      <section className="payment-outcome" aria-label="Платёж">
        <p>{words.text}</p>
        <dl className="payment-outcome__facts">
          <div>
            <dt>Сумма</dt>
            <dd>{moneyText(payment.amount_minor, payment.currency)}</dd>
          </div>
          <div>
            <dt>Назначение</dt>
            <dd>{payment.description}</dd>
          </div>
          <div>
            <dt>Заявка</dt>
            <dd>№&nbsp;{payment.booking_id}</dd>
          </div>
        </dl>
        <p>
          <Link to={back} className="button button--primary">
            Вернуться к оплате заявки
          </Link>
        </p>
      </section>
    </>
  );
}

/** The outcome of a payment for its payer; the page's own text for everyone else. */
export default function PaymentOutcomePage({ loaderData }: Route.ComponentProps) {
  const { page, path, payment } = loaderData;
  const heading = page.seo?.h1 || page.seo?.title || "Шуюань";
  return (
    <main id="main" className="container page">
      <Breadcrumbs
        items={[{ name: payment === null ? heading : paymentOutcomeWords(payment.state).title, to: path }]}
      />
      {payment === null ? (
        <>
          <h1>{heading}</h1>
          <HtmlContent html={page.description} />
        </>
      ) : (
        <PaymentOutcome payment={payment} />
      )}
    </main>
  );
}
