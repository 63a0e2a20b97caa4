import { offeredProviders } from "../../../core/domain/user/offered-providers";
import { useSiteSettings } from "../../data/use-main-data";
import { useUserSession } from "../../session/user-session";
import { providerName } from "../account/provider-name";
import { SOCIAL_TEXTS as T } from "./social-texts";
import "./account-social.css";

/** The start of a social sign-in: a plain form post, so it works without JavaScript too (ADR 049). */
export const socialStartAction = (provider: string): string => `/api/connect/${provider}/start`;

/**
 * «Войти через ВКонтакте» and the others this site is configured for (spec 4: once logged in, only the linked
 * ones). Each button posts to the server, which sends the browser to the network and back to `returnTo`.
 */
export function SocialSignInButtons({ returnTo }: { readonly returnTo: string }) {
  const site = useSiteSettings();
  const { user } = useUserSession();
  const configured = new Set(site?.socialProviders ?? []);
  const providers = offeredProviders(user).filter((provider) => configured.has(provider));
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
                <span className="visually-hidden">{T.loginWith} </span>
                {providerName(provider)}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}
