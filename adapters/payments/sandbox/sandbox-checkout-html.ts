import { moneyText } from "../../../core/domain/ledger/money-text";
import type { CheckoutRequest } from "../../../core/ports/payment-provider.port";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The sandbox's checkout page: plain HTML outside the site's React app, in Russian, plainly a test bank, with the
 * sum and the description and two buttons that post the choice (no JavaScript).
 */
export const sandboxCheckoutHtml = (checkout: CheckoutRequest): string => `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Тестовый банк — оплата</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d1d5db;border-radius:8px}
h1{font-size:1.375rem;margin:0 0 .25rem}
.note{margin:0 0 1.25rem;padding:.5rem .75rem;background:#fef3c7;border-left:4px solid #b45309;color:#78350f}
dl{margin:0 0 1.5rem}dt{color:#4b5563;font-size:.875rem}dd{margin:0 0 .75rem;font-weight:600;overflow-wrap:anywhere}
.sum{font-size:1.5rem}
form{display:flex;gap:.75rem;flex-wrap:wrap}
button{flex:1 1 8rem;min-height:44px;font:inherit;border-radius:6px;cursor:pointer;padding:.5rem 1rem}
.pay{background:#15803d;color:#fff;border:1px solid #166534}.decline{background:#fff;color:#991b1b;border:1px solid #991b1b}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
@media (max-width:480px){main{margin:0;border:0;border-radius:0;min-height:100vh}}
</style>
</head>
<body>
<main>
<h1>Тестовый банк</h1>
<p class="note">Это песочница: деньги не списываются. Выберите, чем закончится оплата.</p>
<dl>
<dt>Сумма</dt><dd class="sum">${escapeHtml(moneyText(checkout.amount_minor, checkout.currency))}</dd>
<dt>Назначение платежа</dt><dd>${escapeHtml(checkout.description)}</dd>
<dt>Номер платежа</dt><dd>${checkout.payment_id}</dd>
</dl>
<form method="post">
<button class="pay" type="submit" name="choice" value="pay">Оплатить</button>
<button class="decline" type="submit" name="choice" value="decline">Отказаться</button>
</form>
</main>
</body>
</html>
`;
