import { socialIdentityContract } from "../../social/social-identity.contract";
import { memorySocialIdentity } from "./social-identity.memory";

const profileOf = (login: string) => ({
  socialId: login,
  email: `${login}@peer.example`,
  firstName: "Мин",
  lastName: "Ли",
});

socialIdentityContract("memory", async () => {
  const identity = memorySocialIdentity(["vkontakte", "mailru"]);
  return {
    identity,
    redirectUri: (provider) => `http://localhost/api/connect/${provider}/callback`,
    signIn: async (url, login) => identity.grant(url, profileOf(login)),
    profileOf,
    close: async () => undefined,
  };
});
