import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from "../../core/application/auth/password-policy";
import { socialProviderSchema } from "../../core/domain/user/social-provider";
import { userStatusSchema } from "../../core/domain/user/user-status";

/** Russian messages of the account calls. */
export const AUTH_MESSAGES = {
  emailEmpty: "Введите адрес электронной почты.",
  emailInvalid: "Введите корректный адрес электронной почты.",
  emailTaken: "Этот адрес электронной почты уже зарегистрирован.",
  passwordEmpty: "Введите пароль.",
  passwordShort: `Пароль должен содержать не менее ${PASSWORD_MIN_LENGTH} символов.`,
  passwordLong: `Пароль должен содержать не более ${PASSWORD_MAX_LENGTH} символов.`,
  passwordConfirmationEmpty: "Повторите пароль.",
  passwordMismatch: "Пароли не совпадают.",
  loginFailed: "Неверный адрес электронной почты или пароль.",
  firstNameEmpty: "Введите имя.",
  firstNameLong: "Имя должно содержать не более 100 символов.",
  lastNameEmpty: "Введите фамилию.",
  lastNameLong: "Фамилия должна содержать не более 100 символов.",
  signatureInvalid: "Подпись должна быть текстом не длиннее 500 символов.",
  statusInvalid: "Выберите статус из списка.",
  statusNotLinked: "Эта социальная сеть не привязана к аккаунту.",
  phoneInvalid: "Введите корректный номер телефона.",
  currentPasswordRequired: "Введите текущий пароль, чтобы изменить адрес электронной почты или пароль.",
  currentPasswordWrong: "Неверный текущий пароль.",
  codeEmpty: "Код восстановления не указан.",
  codeUnknown: "Неверный код восстановления.",
  codeUsed: "Этот код восстановления уже недействителен. Запросите новый код.",
  codeExpired: "Срок действия кода восстановления истёк. Запросите новый код.",
  socialIdEmpty: "Не указан идентификатор в социальной сети.",
  providerMismatch: "Социальная сеть не совпадает с адресом запроса.",
  notLinked: "Эта социальная сеть не привязана к аккаунту.",
  tooManyLogins: "Слишком много неудачных попыток входа. Повторите попытку позже.",
  tooManyRequests: "Слишком много запросов. Повторите попытку позже.",
  forgotSent: "Если этот адрес зарегистрирован, мы отправили на него код для восстановления пароля.",
  passwordReset: "Пароль изменён. Войдите с новым паролем.",
  loggedOut: "Вы вышли из аккаунта.",
  sessionInvalid: "Сессия недействительна. Войдите снова.",
} as const;

const M = AUTH_MESSAGES;

const text = (empty: string) => z.string({ error: empty }).trim().min(1, { error: empty, abort: true });

const email = text(M.emailEmpty).max(254, { error: M.emailInvalid, abort: true }).email({ error: M.emailInvalid });

/** A new password: not blank, 8 to 128 characters. */
const newPassword = z
  .string({ error: M.passwordEmpty })
  .refine((value) => value.trim() !== "", { error: M.passwordEmpty, abort: true })
  .refine((value) => passwordLength(value) >= PASSWORD_MIN_LENGTH, { error: M.passwordShort, abort: true })
  .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, { error: M.passwordLong });

const name = (empty: string, long: string) => text(empty).max(100, { error: long });

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: M.passwordEmpty })
    .min(1, { error: M.passwordEmpty, abort: true })
    .max(1024, { error: M.loginFailed }),
});

export const registerSchema = z.object({
  first_name: name(M.firstNameEmpty, M.firstNameLong),
  last_name: name(M.lastNameEmpty, M.lastNameLong),
  email,
  password: newPassword,
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  password: newPassword,
  password_confirmation: z
    .string({ error: M.passwordConfirmationEmpty })
    .min(1, { error: M.passwordConfirmationEmpty }),
  code: text(M.codeEmpty).max(200, { error: M.codeUnknown }),
});

export const editProfileSchema = z.object({
  first_name: name(M.firstNameEmpty, M.firstNameLong),
  last_name: name(M.lastNameEmpty, M.lastNameLong),
  signature: z.string({ error: M.signatureInvalid }).trim().max(500, { error: M.signatureInvalid }).optional(),
  status: z.enum(userStatusSchema.options, { error: M.statusInvalid }).optional(),
});

/** Empty values (missing, null, "" or blank) are dropped: the field stays as it is. */
const droppedWhenEmpty = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    schema.optional(),
  );

const phone = z
  .string({ error: M.phoneInvalid })
  .trim()
  .max(30, { error: M.phoneInvalid, abort: true })
  .regex(/^\+?[0-9\s()-]+$/, { error: M.phoneInvalid, abort: true })
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, "").length;
      return digits >= 10 && digits <= 15;
    },
    { error: M.phoneInvalid },
  );

export const editSecuritySchema = z.object({
  email: droppedWhenEmpty(email),
  phone: droppedWhenEmpty(phone),
  current_password: droppedWhenEmpty(
    z.string({ error: M.currentPasswordWrong }).max(1024, { error: M.currentPasswordWrong }),
  ),
  new_password: droppedWhenEmpty(newPassword),
});

export const detachSchema = z.object({
  social_id: z
    .union([z.string(), z.number().int().nonnegative().transform(String)], { error: M.socialIdEmpty })
    .pipe(text(M.socialIdEmpty).max(200, { error: M.socialIdEmpty })),
  provider: z.enum(socialProviderSchema.options, { error: M.providerMismatch }).optional(),
});
