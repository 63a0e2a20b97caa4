import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
} from "../../../core/application/auth/password-policy";
import { MAX_EMAIL_LENGTH, normaliseEmail } from "../../../core/application/forms/email-address";
import { authRecordSchema } from "../../../core/domain/auth/auth-record";
import { socialProviderSchema } from "../../../core/domain/user/social-provider.schema";
import { userSchema } from "../../../core/domain/user/user";
import { userStatusSchema } from "../../../core/domain/user/user-status";
import { AUTH_MESSAGES as A } from "./auth-messages";
import { messageBodySchema, redirectBodySchema } from "./error-bodies.schema";
import { blankable } from "./fields";
import { hinted } from "./json-schema-hints";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

const text = (empty: string) => z.string({ error: empty }).trim().min(1, { error: empty, abort: true });

/**
 * An account address (ADR 010): trimmed and checked with the core's rule (normaliseEmail), kept in the letter case
 * it was typed in, since register and the security form store it that way. Anything but text reads as missing.
 */
const accountEmail = () =>
  z
    .string({ error: A.emailEmpty })
    .trim()
    .min(1, { error: A.emailEmpty, abort: true })
    .max(MAX_EMAIL_LENGTH, { error: A.emailInvalid, abort: true })
    .refine((value) => normaliseEmail(value).ok, { error: A.emailInvalid });

/** An address to look an account up by (login, forgot password): the same rule, lower-cased. */
const lookupEmail = () => accountEmail().transform((value) => value.toLowerCase());

/** Longest password or current password read at all; a longer one is simply wrong (no hashing of huge input). */
const MAX_PASSWORD_INPUT = 1024;

/** A new password: not blank, 8 to 128 characters (code points), kept as typed. */
const newPassword = () =>
  z
    .string({ error: A.passwordEmpty })
    .refine((value) => value.trim() !== "", { error: A.passwordEmpty, abort: true })
    .refine((value) => passwordLength(value) >= PASSWORD_MIN_LENGTH, { error: A.passwordShort, abort: true })
    .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, { error: A.passwordLong });

const name = (empty: string, long: string) => text(empty).max(100, { error: long });

/** Digits with spaces, brackets and dashes, an optional "+", 10 to 15 digits; stored as written. */
const phone = () =>
  z
    .string({ error: A.phoneInvalid })
    .trim()
    .max(30, { error: A.phoneInvalid, abort: true })
    .regex(/^\+?[0-9\s()-]+$/, { error: A.phoneInvalid, abort: true })
    .refine(
      (value) => {
        const digits = value.replace(/\D/g, "").length;
        return digits >= 10 && digits <= 15;
      },
      { error: A.phoneInvalid },
    );

export const loginBodySchema = z.object({
  email: lookupEmail(),
  password: z
    .string({ error: A.passwordEmpty })
    .min(1, { error: A.passwordEmpty, abort: true })
    .max(MAX_PASSWORD_INPUT, { error: A.loginFailed }),
});

export const registerBodySchema = z.object({
  first_name: name(A.firstNameEmpty, A.firstNameLong),
  last_name: name(A.lastNameEmpty, A.lastNameLong),
  email: accountEmail(),
  password: newPassword(),
});

export const forgotPasswordBodySchema = z.object({ email: lookupEmail() });

/** Both passwords of a reset are text, the confirmation is filled in, and they differ. */
const confirmationDiffers = (body: unknown): boolean => {
  if (typeof body !== "object" || body === null) return false;
  const { password, password_confirmation } = body as Record<string, unknown>;
  return (
    typeof password === "string" &&
    typeof password_confirmation === "string" &&
    password_confirmation !== "" &&
    password !== password_confirmation
  );
};

/**
 * The comparison of the two passwords, read beside the field rules (an intersection runs both sides), so a mismatch
 * is reported together with the other fields' mistakes rather than only once they are fixed.
 */
const passwordsMatch = z.unknown().transform((body, ctx) => {
  if (confirmationDiffers(body)) {
    ctx.issues.push({ code: "custom", path: ["password_confirmation"], message: A.passwordMismatch, input: body });
  }
  // Always an empty object, even with an issue: the intersection merges both sides' values and would throw on a
  // raw body beside the trimmed fields.
  return {};
});

const resetPasswordFields = z.object({
  password: newPassword(),
  password_confirmation: z
    .string({ error: A.passwordConfirmationEmpty })
    .min(1, { error: A.passwordConfirmationEmpty }),
  code: text(A.codeEmpty).max(200, { error: A.codeUnknown }),
});

/** The OpenAPI document shows the fields alone (the comparison adds nothing to the wire form). */
export const resetPasswordBodySchema = hinted(resetPasswordFields.and(passwordsMatch), resetPasswordFields);

/** Signature and status may be left out: they stay as they are. */
export const profileEditBodySchema = z.object({
  first_name: name(A.firstNameEmpty, A.firstNameLong),
  last_name: name(A.lastNameEmpty, A.lastNameLong),
  signature: z.string({ error: A.signatureInvalid }).trim().max(500, { error: A.signatureInvalid }).optional(),
  status: z.enum(userStatusSchema.options, { error: A.statusInvalid }).optional(),
});

/** Spec 7: empty values (missing, null, blank) are dropped, so that part of the account stays as it is. */
export const securityEditBodySchema = z.object({
  email: blankable(accountEmail()),
  phone: blankable(phone()),
  current_password: blankable(
    z.string({ error: A.currentPasswordWrong }).max(MAX_PASSWORD_INPUT, { error: A.currentPasswordWrong }),
  ),
  new_password: blankable(newPassword()),
});

export const socialProviderParamsSchema = z.object({ provider: socialProviderSchema });

export const detachSocialBodySchema = z.object({
  social_id: z
    .union([z.string(), z.int().nonnegative().transform(String)], { error: A.socialIdEmpty })
    .pipe(text(A.socialIdEmpty).max(200, { error: A.socialIdEmpty })),
  provider: z.enum(socialProviderSchema.options, { error: A.providerMismatch }).optional(),
});

/**
 * The start of a social sign-in (ADR 049), posted by a plain form: what it is for, and the page to come back to
 * (a path of this site; anything else falls back to the purpose's page).
 */
export const startSocialBodySchema = z.object({
  purpose: z.enum(["login", "link"], { error: A.socialPurposeInvalid }),
  return_to: z.string().max(2048).optional().catch(undefined),
});

/** The provider's answer at the callback (RFC 6749 §4.1.2): a code and the state, or an error and the state. */
export const socialCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional().catch(undefined),
  state: z.string().max(512).optional().catch(undefined),
  error: z.string().max(200).optional().catch(undefined),
  error_description: z.string().max(2048).optional().catch(undefined),
  iss: z.string().max(2048).optional().catch(undefined),
});

/** Login answers the record to store (ADR 005: `expires` is ISO-8601 with an offset). */
export const authRecordResponseSchema = authRecordSchema;

/** Refresh and register: the new record and the current user. */
export const authSessionSchema = authRecordSchema.unwrap().extend({ user: userSchema }).readonly();

/** A reset password: the server's message, and the new session of the person who reset it (ADR 044). */
export const resetPasswordResponseSchema = authRecordSchema
  .unwrap()
  .extend({ user: userSchema, message: z.string() })
  .readonly();

export const userEnvelopeSchema = z.object({ user: userSchema }).readonly();

/** The account calls of spec 7. */
export const AUTH_ROUTES = {
  login: defineRoute({
    method: "post",
    path: "/api/auth/login",
    summary: "Вход по e-mail и паролю (неверная пара — 422 на поле email)",
    tag: "auth",
    auth: "none",
    request: { body: loginBodySchema },
    responses: { 200: authRecordResponseSchema, ...errorResponses(422, 429, 500) },
  }),
  refresh: defineRoute({
    method: "post",
    path: "/api/auth/refresh",
    summary: "Новый токен взамен истёкшего (Authorization: Bearer); старый перестаёт действовать",
    tag: "auth",
    auth: "required",
    refreshable: false,
    request: {},
    responses: { 200: authSessionSchema, ...errorResponses(401, 500) },
  }),
  logout: defineRoute({
    method: "post",
    path: "/api/auth/logout",
    summary: "Выход: токен отзывается",
    tag: "auth",
    auth: "required",
    refreshable: false,
    request: {},
    responses: { 200: messageBodySchema, ...errorResponses(401, 500) },
  }),
  logoutForce: defineRoute({
    method: "post",
    path: "/api/auth/logout/force",
    summary: "Завершить все остальные сеансы пользователя",
    tag: "auth",
    auth: "required",
    request: {},
    responses: { 200: userEnvelopeSchema, ...errorResponses(401, 406, 500) },
  }),
  register: defineRoute({
    method: "post",
    path: "/api/auth/register",
    summary: "Регистрация; новый пользователь сразу входит",
    tag: "auth",
    auth: "none",
    request: { body: registerBodySchema },
    responses: { 201: authSessionSchema, ...errorResponses(422, 429, 500) },
  }),
  forgotPassword: defineRoute({
    method: "post",
    path: "/api/auth/forgot-password",
    summary: "Код восстановления пароля на e-mail (ответ один и тот же, есть ли такой адрес или нет)",
    tag: "auth",
    auth: "none",
    request: { body: forgotPasswordBodySchema },
    responses: { 200: messageBodySchema, ...errorResponses(422, 429, 500) },
  }),
  resetPassword: defineRoute({
    method: "post",
    path: "/api/auth/reset-password",
    summary: "Новый пароль по коду восстановления; все прежние сеансы завершаются, а новый сеанс выдаётся сразу",
    tag: "auth",
    auth: "none",
    request: { body: resetPasswordBodySchema },
    responses: { 200: resetPasswordResponseSchema, ...errorResponses(422, 429, 500) },
  }),
  me: defineRoute({
    method: "get",
    path: "/api/auth/me",
    summary: "Текущий пользователь",
    tag: "auth",
    auth: "required",
    request: {},
    responses: { 200: userSchema, ...errorResponses(401, 406, 500) },
  }),
  editMe: defineRoute({
    method: "post",
    path: "/api/auth/me/edit",
    summary: "Изменить профиль",
    tag: "auth",
    auth: "required",
    request: { body: profileEditBodySchema },
    responses: { 200: userSchema, ...errorResponses(401, 406, 422, 500) },
  }),
  editSecurity: defineRoute({
    method: "post",
    path: "/api/auth/me/edit/security",
    summary:
      "Изменить e-mail, телефон или пароль (пустые значения не меняются; для e-mail и пароля нужен текущий пароль)",
    tag: "auth",
    auth: "required",
    request: { body: securityEditBodySchema },
    responses: { 200: userSchema, ...errorResponses(401, 406, 422, 429, 500) },
  }),
  detachSocial: defineRoute({
    method: "post",
    path: "/api/connect/{provider}/detach",
    summary: "Отвязать социальную сеть (404, если она не привязана)",
    tag: "auth",
    auth: "required",
    request: { params: socialProviderParamsSchema, body: detachSocialBodySchema },
    responses: { 200: userSchema, ...errorResponses(401, 404, 406, 422, 500) },
  }),
  startSocial: defineRoute({
    method: "post",
    path: "/api/connect/{provider}/start",
    summary:
      "Начать вход или привязку через соцсеть (OAuth 2 с PKCE): 303 на страницу соцсети; для привязки нужен вход (cookie сайта)",
    tag: "auth",
    auth: "optional",
    request: { params: socialProviderParamsSchema, body: startSocialBodySchema, encoding: "form" },
    responses: { 303: redirectBodySchema, ...errorResponses(404, 422, 429, 500) },
  }),
  socialCallback: defineRoute({
    method: "get",
    path: "/api/connect/{provider}/callback",
    summary:
      "Возврат из соцсети: вход, регистрация или привязка, затем 303 на страницу сайта с ?social= или ?social_error=",
    tag: "auth",
    auth: "none",
    request: { params: socialProviderParamsSchema, query: socialCallbackQuerySchema },
    responses: { 303: redirectBodySchema, ...errorResponses(404, 500) },
  }),
} as const;
