import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../app/root-data";
import type { SocialProvider } from "../../../core/domain/user/social-provider";

/** The start of a social sign-in: a plain form post, so it works without JavaScript too (ADR 049). */
export const socialStartAction = (provider: string): string => `/api/connect/${provider}/start`;

/**
 * The names of the networks as Russian users know them, typed by the provider union (a new network does not compile
 * without its name). Here, with the log-in forms' buttons, so that they stay in the log-in slot's chunk on every page;
 * the settings read them through `providerName`.
 */
export const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  vkontakte: "ВКонтакте",
  odnoklassniki: "Одноклассники",
  mailru: "Mail.ru",
};

/** The page the visitor is on (the log-in dialog opens over it). */
const currentPage = (): string => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The networks this site is configured for, to log in or register with. Shown only to a visitor who is not logged
 * in (the log-in dialog, the registration form), who is offered every network (spec 4, `offeredProviders`); a
 * logged-in user meets the networks in the security settings instead. Each button posts to the server, which sends
 * the browser to the network and back to `returnTo` (by default the page under the dialog). Its styles are the log-in
 * forms' (auth-dialog.css). The dialog gets it from its slot, which is on every page already: the dialog's own chunk
 * then needs no other chunk, so a load that failed offline is retried whole once the connection is back.
 */
export function SocialSignInButtons({ returnTo }: { readonly returnTo?: string | undefined }) {
  const providers = useRouteLoaderData<RootData>("root")?.site.socialProviders ?? [];
  if (providers.length === 0) return null;
  const back = returnTo ?? currentPage();
  return (
    <section className="social-sign-in" aria-labelledby="social-sign-in-title">
      <h2 id="social-sign-in-title" className="social-sign-in__title">
        Или войдите через соцсеть
      </h2>
      <ul className="social-sign-in__list">
        {providers.map((provider) => (
          <li key={provider}>
            <form method="post" action={socialStartAction(provider)}>
              <input type="hidden" name="purpose" value="login" />
              <input type="hidden" name="return_to" value={back} />
              <button type="submit" className={`button button--outline social-button social-button--${provider}`}>
                {PROVIDER_NAMES[provider]}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}
