import { match } from "ts-pattern";
import type { SocialFailure, SocialOutcome } from "../../../core/domain/social/social-failure";

/** The Russian texts of the social sign-in screens (ADR 049). */
export const SOCIAL_TEXTS = {
  sectionTitle: "Соцсети для входа",
  sectionIntro: "Привяжите соцсеть, чтобы входить в аккаунт без пароля.",
  linked: "Привязана",
  notLinked: "Не привязана",
  link: "Привязать",
  unlink: "Отвязать",
  unlinked: "Соцсеть отвязана.",
  unlinkFailed: "Не удалось отвязать соцсеть. Обновите страницу и попробуйте ещё раз.",
  noneConfigured: "Вход через соцсети на этом сайте пока не настроен.",
  noPassword:
    "У аккаунта пока нет пароля: вы входите через соцсеть. Задайте пароль, чтобы входить и по почте; текущий пароль для этого не нужен.",
} as const;

/** What a finished social sign-in did, as the page it returned to tells it. */
export const socialOutcomeText = (outcome: SocialOutcome): string =>
  match(outcome)
    .with("signed_in", () => "Вы вошли через соцсеть.")
    .with(
      "registered",
      () =>
        "Аккаунт создан, вы вошли через соцсеть. Задайте пароль в настройках безопасности, чтобы входить и по почте.",
    )
    .with("linked", () => "Соцсеть привязана: теперь через неё можно входить в аккаунт.")
    .exhaustive();

/** Why a social sign-in did not finish, in words a visitor can act on. */
export const socialFailureText = (failure: SocialFailure): string =>
  match(failure)
    .with(
      "state",
      () => "Не удалось войти через соцсеть: ссылка устарела или открыта в другом браузере. Попробуйте ещё раз.",
    )
    .with("denied", () => "Вход через соцсеть отменён.")
    .with("provider", () => "Соцсеть не подтвердила вход. Попробуйте ещё раз чуть позже.")
    .with("taken", () => "Этот аккаунт соцсети уже привязан к другому пользователю Шуюань.")
    .with(
      "email_taken",
      () =>
        "На адрес почты из соцсети уже зарегистрирован аккаунт. Войдите по почте и паролю, а затем привяжите соцсеть в настройках безопасности.",
    )
    .with(
      "no_email",
      () => "Соцсеть не передала адрес почты. Зарегистрируйтесь по почте, а затем привяжите соцсеть в настройках.",
    )
    .with("signed_out", () => "Чтобы привязать соцсеть, сначала войдите в аккаунт.")
    .with("unavailable", () => "Вход через эту соцсеть сейчас недоступен.")
    .exhaustive();
