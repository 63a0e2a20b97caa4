import { userFullName } from "../../../core/domain/user/user-full-name";
import type { User } from "../../../core/domain/user/user";
import { providerName, statusText } from "./provider-name";

const MISSING = "Не указано";

/** One fact of the user as a term and its value. */
function Fact({ term, value }: { term: string; value: string | null }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value === null || value === "" ? MISSING : value}</dd>
    </div>
  );
}

/** Who the user is: name, username, signature, status and linked social networks. */
export function ProfileFacts({ user }: { user: User }) {
  return (
    <dl className="facts facts--list">
      <Fact term="Имя" value={user.first_name} />
      <Fact term="Фамилия" value={user.last_name} />
      <Fact term="Имя пользователя" value={user.username} />
      <Fact term="О себе" value={user.signature} />
      <Fact term="Статус" value={statusText(user.status)} />
      <Fact term="Связанные соцсети" value={linkedNetworks(user)} />
    </dl>
  );
}

/** How to reach the user and sign in: e-mail and phone. */
export function ContactFacts({ user }: { user: User }) {
  return (
    <dl className="facts facts--list">
      <Fact term="Полное имя" value={userFullName(user)} />
      <Fact term="Электронная почта" value={user.email} />
      <Fact term="Телефон" value={user.phone} />
    </dl>
  );
}

/** The linked networks by name, or that there are none. */
export const linkedNetworks = (user: User): string =>
  user.socials.length === 0 ? "Нет" : user.socials.map((social) => providerName(social.provider)).join(", ");
