import { Link } from "react-router";
import { userFullName } from "../../core/domain/user/user-full-name";
import { passGuards } from "../app/guards";
import { pageMeta } from "../app/route-meta";
import { ContentPage, ContentSection } from "../features/content/components/content-page";
import { AvatarImage } from "../components/avatar-image";
import { loadProfilePage } from "../features/account/load-profile-page";
import { PublicProfileView } from "../features/account/public-profile-view";
import { SETTINGS_SECTIONS, settingsHref } from "../features/account/settings-nav";
import { ProfileFacts } from "../features/account/user-facts";
import type { Route } from "./+types/user-profile";

export const handle = { fetchPageData: false };

/**
 * /u/ is the signed-in user's own profile: only-authorized (spec 6). A slug address shows its owner the private area
 * and anyone else the user's public profile (ADR 033); loadProfilePage checks the slug.
 */
export async function loader(args: Route.LoaderArgs) {
  if (args.params.user === undefined) await passGuards(["only-authorized"], args);
  return { ...(await loadProfilePage(args)), path: args.url.pathname };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  const user = page === undefined ? null : page.view === "own" ? page.user : page.profile;
  const name = user ? userFullName(user) || user.username : "";
  return [...pageMeta(args, null, name ? `${name} — профиль` : "Профиль"), { name: "robots", content: "noindex" }];
};

export default function UserProfile({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "public") {
    const { profile, path } = loaderData;
    return (
      <ContentPage crumbs={[{ name: "Профиль", to: path }]} heading={userFullName(profile) || profile.username}>
        <PublicProfileView profile={profile} />
      </ContentPage>
    );
  }
  const { user, userParam, path } = loaderData;
  const name = userFullName(user) || user.username;
  return (
    <ContentPage crumbs={[{ name: "Профиль", to: path }]} heading={name}>
      <div className="profile-head">
        <AvatarImage className="avatar avatar--large" image={user.avatar} size={96} loading="eager" />
        <p className="lead">@{user.username}</p>
      </div>
      <ContentSection id="about" title="О пользователе">
        <ProfileFacts user={user} />
      </ContentSection>
      <ContentSection id="settings" title="Настройки">
        <ul className="link-list">
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section.screen}>
              <Link to={settingsHref(section.screen, userParam)}>{section.title}</Link>
              <span className="card__meta">{section.about}</span>
            </li>
          ))}
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
