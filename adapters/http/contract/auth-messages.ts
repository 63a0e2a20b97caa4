import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../core/application/auth/password-policy";

/** Russian messages of the account calls (the same texts the server answers). */
export const AUTH_MESSAGES = {
  emailEmpty: "Введите адрес электронной почты.",
  emailInvalid: "Введите корректный адрес электронной почты.",
  passwordEmpty: "Введите пароль.",
  passwordShort: `Пароль должен содержать не менее ${PASSWORD_MIN_LENGTH} символов.`,
  passwordLong: `Пароль должен содержать не более ${PASSWORD_MAX_LENGTH} символов.`,
  passwordConfirmationEmpty: "Повторите пароль.",
  passwordMismatch: "Пароли не совпадают.",
  firstNameEmpty: "Введите имя.",
  firstNameLong: "Имя должно содержать не более 100 символов.",
  lastNameEmpty: "Введите фамилию.",
  lastNameLong: "Фамилия должна содержать не более 100 символов.",
  signatureInvalid: "Подпись должна быть текстом не длиннее 500 символов.",
  statusInvalid: "Выберите статус из списка.",
  phoneInvalid: "Введите корректный номер телефона.",
  currentPasswordWrong: "Неверный текущий пароль.",
  codeEmpty: "Код восстановления не указан.",
  codeUnknown: "Неверный код восстановления.",
  socialIdEmpty: "Не указан идентификатор в социальной сети.",
  providerMismatch: "Социальная сеть не совпадает с адресом запроса.",
} as const;
