import { rawAdmissionWavesSchema } from "../../../core/domain/admission/admission-waves.schema";
import { authRecordSchema } from "../../../core/domain/auth/auth-record";
import { applicationSchema } from "../../../core/domain/catalogue/application";
import { authorSchema } from "../../../core/domain/catalogue/author";
import { citySchema } from "../../../core/domain/catalogue/city";
import { countrySchema } from "../../../core/domain/catalogue/country";
import { countryRefSchema } from "../../../core/domain/catalogue/country-ref";
import { currencySchema } from "../../../core/domain/catalogue/currency";
import { degreeProgramSchema } from "../../../core/domain/catalogue/degree-program";
import { degreeProgramRefSchema } from "../../../core/domain/catalogue/degree-program-ref";
import { directionSchema } from "../../../core/domain/catalogue/direction";
import { educationBaseSchema } from "../../../core/domain/catalogue/education-base";
import { educationBaseExtraSchema } from "../../../core/domain/catalogue/education-base-extra";
import { embeddedCommentSchema } from "../../../core/domain/catalogue/embedded-comment";
import { institutionSchema } from "../../../core/domain/catalogue/institution";
import { institutionBookingSchema } from "../../../core/domain/catalogue/institution-booking";
import { institutionListingResponseSchema } from "../../../core/domain/catalogue/institution-listing-response";
import { institutionRatingSchema } from "../../../core/domain/catalogue/institution-rating";
import { institutionRefSchema } from "../../../core/domain/catalogue/institution-ref";
import { languageSchema } from "../../../core/domain/catalogue/language";
import { localizedTitleSchema } from "../../../core/domain/catalogue/localized-title";
import { morphSchema } from "../../../core/domain/catalogue/morph";
import { seoSchema } from "../../../core/domain/catalogue/seo";
import { specialtySchema } from "../../../core/domain/catalogue/specialty";
import { tariffSchema } from "../../../core/domain/catalogue/tariff";
import { uploadedImageSchema } from "../../../core/domain/catalogue/uploaded-image";
import { bannerSchema } from "../../../core/domain/content/banner";
import { blogCategorySchema } from "../../../core/domain/content/blog-category";
import { blogPostSchema } from "../../../core/domain/content/blog-post";
import { certificateSchema } from "../../../core/domain/content/certificate";
import { countryServicesSchema } from "../../../core/domain/content/country-services";
import { courseSchema } from "../../../core/domain/content/course";
import { diplomaSchema } from "../../../core/domain/content/diploma";
import { faqEntrySchema } from "../../../core/domain/content/faq-entry";
import { notificationSchema } from "../../../core/domain/content/notification";
import { reviewSchema } from "../../../core/domain/content/review";
import { servicePriceSchema } from "../../../core/domain/content/service-price";
import { teacherSchema } from "../../../core/domain/content/teacher";
import { teamMemberSchema } from "../../../core/domain/content/team-member";
import { articleLinkSchema } from "../../../core/domain/main-data/article-link";
import { contactsSchema } from "../../../core/domain/main-data/contacts";
import { hskPlatformBlockSchema } from "../../../core/domain/main-data/hsk-platform-block";
import { layoutSettingsSchema } from "../../../core/domain/main-data/layout-settings";
import { listingFacetsSchema } from "../../../core/domain/main-data/listing-facets.schema";
import { mainDataSchema } from "../../../core/domain/main-data/main-data";
import { mapCountrySchema } from "../../../core/domain/main-data/map-country";
import { pageDataSchema } from "../../../core/domain/main-data/page-data";
import { siteEventSchema } from "../../../core/domain/main-data/site-event";
import { siteNoticeSchema } from "../../../core/domain/main-data/site-notice";
import { publicProfileSchema } from "../../../core/domain/user/public-profile";
import { userSchema } from "../../../core/domain/user/user";
import { authSessionSchema, userEnvelopeSchema } from "./auth.contract";
import { applicationsListSchema } from "./bookings.contract";
import { commentsPageSchema, commentVotesSchema } from "./comments.contract";
import { messageBodySchema, validationErrorBodySchema } from "./error-bodies.schema";
import { visitorParamsSchema } from "./tracking.contract";

/**
 * The entities of spec 3 as the core defines them, by the name they get in the OpenAPI components (the
 * contract reuses these schemas, it never redefines an entity), then the contract's own shared bodies.
 */
export const ENTITY_SCHEMAS = {
  Institution: institutionSchema,
  InstitutionRef: institutionRefSchema,
  InstitutionBooking: institutionBookingSchema,
  InstitutionRating: institutionRatingSchema,
  InstitutionListingResponse: institutionListingResponseSchema,
  Tariff: tariffSchema,
  DegreeProgram: degreeProgramSchema,
  DegreeProgramRef: degreeProgramRefSchema,
  EducationBase: educationBaseSchema,
  EducationBaseExtra: educationBaseExtraSchema,
  AdmissionWaves: rawAdmissionWavesSchema,
  Specialty: specialtySchema,
  Language: languageSchema,
  Direction: directionSchema,
  Country: countrySchema,
  CountryRef: countryRefSchema,
  City: citySchema,
  Currency: currencySchema,
  Morph: morphSchema,
  LocalizedTitle: localizedTitleSchema,
  Seo: seoSchema,
  Author: authorSchema,
  UploadedImage: uploadedImageSchema,
  User: userSchema,
  PublicProfile: publicProfileSchema,
  AuthRecord: authRecordSchema,
  Comment: embeddedCommentSchema,
  Application: applicationSchema,
  MainData: mainDataSchema,
  PageData: pageDataSchema,
  LayoutSettings: layoutSettingsSchema,
  Contacts: contactsSchema,
  MapCountry: mapCountrySchema,
  SiteEvent: siteEventSchema,
  SiteNotice: siteNoticeSchema,
  ArticleLink: articleLinkSchema,
  HskPlatformBlock: hskPlatformBlockSchema,
  ListingFacets: listingFacetsSchema,
  Banner: bannerSchema,
  Certificate: certificateSchema,
  Diploma: diplomaSchema,
  Review: reviewSchema,
  BlogPost: blogPostSchema,
  BlogCategory: blogCategorySchema,
  TeamMember: teamMemberSchema,
  FaqEntry: faqEntrySchema,
  Course: courseSchema,
  CountryServices: countryServicesSchema,
  ServicePrice: servicePriceSchema,
  Notification: notificationSchema,
  Teacher: teacherSchema,
  AuthSession: authSessionSchema,
  UserEnvelope: userEnvelopeSchema,
  CommentsPage: commentsPageSchema,
  CommentVotes: commentVotesSchema,
  ApplicationsList: applicationsListSchema,
  VisitorParams: visitorParamsSchema,
  MessageBody: messageBodySchema,
  ValidationErrorBody: validationErrorBodySchema,
} as const;
