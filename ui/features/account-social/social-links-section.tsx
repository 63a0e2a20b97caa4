import { useActionData, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { SOCIAL_PROVIDERS, type SocialProvider } from "../../../core/domain/user/social-provider";
import type { User } from "../../../core/domain/user/user";
import type { RootData } from "../../app/root-data";
import { providerName } from "../account/provider-name";
import { SECURITY_INTENTS, type SecurityActionData } from "../account-security/security-intents";
import { socialStartAction } from "./social-sign-in-buttons";
import { SOCIAL_TEXTS as T } from "./social-texts";
import "./account-social.css";

type Row = Readonly<{ provider: SocialProvider; socialId: string | null }>;

/** The outcome of «Отвязать»: the fetcher's (JavaScript) or the page's own post (without it). */
const outcomeOf = (data: SecurityActionData | undefined) => (data?.form === "socials" ? data.outcome : null);

/** Every network the site signs in with, and any network linked earlier that it no longer offers. */
const rowsOf = (user: User, configured: readonly SocialProvider[]): Row[] =>
  SOCIAL_PROVIDERS.flatMap((provider): Row[] => {
    const links = user.socials.filter((social) => social.provider === provider);
    if (links.length === 0) return configured.includes(provider) ? [{ provider, socialId: null }] : [];
    return links.map((link) => ({ provider, socialId: link.social_id }));
  });

/**
 * The networks of the account (spec 4, 7; ADR 049): «Привязать» starts a link at the network (a plain form post
 * to the server), «Отвязать» posts to this page's action (the server keeps the last way to log in and says why).
 */
export function SocialLinksSection({ user }: { readonly user: User }) {
  const site = useRouteLoaderData<RootData>("root")?.site;
  const { pathname } = useLocation();
  const fetcher = useFetcher<SecurityActionData>({ key: "social-links" });
  const posted = useActionData<SecurityActionData>();
  const result = outcomeOf(fetcher.data) ?? outcomeOf(posted);
  const rows = rowsOf(user, site?.socialProviders ?? []);
  return (
    <section className="content-section security-section" aria-labelledby="social-links-title">
      <h2 id="social-links-title">{T.sectionTitle}</h2>
      <p className="security-form__hint">{rows.length === 0 ? T.noneConfigured : T.sectionIntro}</p>
      {rows.length === 0 ? null : (
        <ul className="social-links">
          {rows.map((row) => (
            <li key={`${row.provider}-${row.socialId ?? "none"}`} className="social-links__item">
              <span className="social-links__name">{providerName(row.provider)}</span>
              <span className={`social-links__state${row.socialId === null ? "" : " social-links__state--linked"}`}>
                {row.socialId === null ? T.notLinked : T.linked}
              </span>
              {row.socialId === null ? (
                <form method="post" action={socialStartAction(row.provider)}>
                  <input type="hidden" name="purpose" value="link" />
                  <input type="hidden" name="return_to" value={pathname} />
                  <button type="submit" className="button button--outline">
                    {T.link}
                    <span className="visually-hidden"> {providerName(row.provider)}</span>
                  </button>
                </form>
              ) : (
                <fetcher.Form method="post">
                  <input type="hidden" name="provider" value={row.provider} />
                  <input type="hidden" name="social_id" value={row.socialId} />
                  <button
                    type="submit"
                    name="intent"
                    value={SECURITY_INTENTS.detachSocial}
                    className="button button--outline"
                    disabled={fetcher.state !== "idle"}
                  >
                    {T.unlink}
                    <span className="visually-hidden"> {providerName(row.provider)}</span>
                  </button>
                </fetcher.Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="security-form__status" role="status" aria-live="polite" aria-atomic="true">
        {result === null ? null : (
          <p className={result._tag === "Detached" ? "form-message--success" : "form-message--error"}>
            {result.message}
          </p>
        )}
      </div>
    </section>
  );
}
