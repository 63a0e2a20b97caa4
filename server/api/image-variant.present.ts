import { match } from "ts-pattern";
import type { ImageVariantQueryError } from "../../core/domain/image/image-variant-request.errors";
import { IMAGE_WIDTHS } from "../../core/domain/image/image-widths";
import { IMAGE_SETTINGS } from "../../core/domain/constants/image-settings";
import type { FieldErrors } from "../http/api-error";

const WIDTHS = IMAGE_WIDTHS.join(", ");
const RATIOS = IMAGE_SETTINGS.aspectRatios.map((ratio) => ratio.label).join(", ");

/** The 422 field errors of a variant query the site does not make (spec 5: field -> messages). */
export const variantQueryErrors = (error: ImageVariantQueryError): FieldErrors =>
  match(error)
    .with({ _tag: "RepeatedParameter" }, ({ name }) => ({ [name]: ["Параметр можно указать только один раз."] }))
    .with({ _tag: "WidthRequired" }, () => ({ w: [`Укажите ширину: ${WIDTHS}.`] }))
    .with({ _tag: "WidthNotAllowed" }, () => ({ w: [`Допустимая ширина: ${WIDTHS}.`] }))
    .with({ _tag: "FormatNotAllowed" }, () => ({ fm: [`Допустимый формат: ${IMAGE_SETTINGS.format}.`] }))
    .with({ _tag: "RatioNotAllowed" }, () => ({ ar: [`Допустимые пропорции: ${RATIOS}.`] }))
    .exhaustive();
