import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../app/root-data";
import { providerName } from "../account/provider-name";
import { SOCIAL_TEXTS as T } from "./social-texts";
import "./account-social.css";

/** The start of a social sign-in: a plain form post, so it works without JavaScript too (ADR 049). */
export const socialStartAction = (provider: string): string => `/api/connect/${provider}/start`;

/**
 * The networks this site is configured for, to log in or register with. Shown only to a visitor who is not logged
 * in (the log-in dialog, the registration form), who is offered every network (spec 4, `offeredProviders`); a
 * logged-in user meets the networks in the security settings instead. Each button posts to the server, which sends
 * the browser to the network and back to `returnTo`. (No session or domain imports: the dialog's chunk stays small.)
 */
export function SocialSignInButtons({ returnTo }: { readonly returnTo: string }) {
  const site = useRouteLoaderData<RootData>("root")?.site;
  const providers = site?.socialProviders ?? [];
  if (providers.length === 0) return null;
  return (
    <section className="social-sign-in" aria-labelledby="social-sign-in-title">
      <h2 id="social-sign-in-title" className="social-sign-in__title">
        {T.loginTitle}
      </h2>
      <ul className="social-sign-in__list">
        {providers.map((provider) => (
          <li key={provider}>
            <form method="post" action={socialStartAction(provider)}>
              <input type="hidden" name="purpose" value="login" />
              <input type="hidden" name="return_to" value={returnTo} />
              <button type="submit" className={`button button--outline social-button social-button--${provider}`}>
                {providerName(provider)}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}
