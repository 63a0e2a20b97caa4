import { describe, expectTypeOf, it } from "vitest";
import type { AdmissionWaves } from "../domain/admission/admission-waves";
import type { BookingGroup } from "../domain/booking/booking-groups";
import type { Application } from "../domain/catalogue/application";
import type { EducationBase } from "../domain/catalogue/education-base";
import { BLANK_GRID, type Grid } from "../domain/catalogue/grid";
import type { Institution } from "../domain/catalogue/institution";
import {
  BLANK_INSTITUTION_LISTING,
  type InstitutionListingResponse,
} from "../domain/catalogue/institution-listing-response";
import type { Certificate } from "../domain/content/certificate";
import { BLANK_PAGE_DATA, type PageData } from "../domain/main-data/page-data";
import type { SiteNotice } from "../domain/main-data/site-notice";
import type { Notice } from "../domain/notice/notice";
import type { Analytics } from "./analytics.port";
import type { AuthApi } from "./auth-api.port";
import type { BookingsApi } from "./bookings-api.port";
import type { CatalogueApi } from "./catalogue-api.port";
import type { Clock } from "./clock.port";
import type { CommentsApi } from "./comments-api.port";
import type { FormsApi } from "./forms-api.port";
import type { SessionStore } from "./session-store.port";
import type { TeachersApi } from "./teachers-api.port";
import type { TrackingApi } from "./tracking-api.port";

type Method = (...args: never[]) => unknown;
/** The return types of every method of a port. */
type Returns<Port> = { [K in keyof Port]: Port[K] extends Method ? ReturnType<Port[K]> : never }[keyof Port];

describe("ports", () => {
  it("every I/O port answers with a promise", () => {
    expectTypeOf<Returns<CatalogueApi>>().toExtend<Promise<unknown>>();
    expectTypeOf<Returns<AuthApi>>().toExtend<Promise<unknown>>();
    expectTypeOf<Returns<TrackingApi>>().toExtend<Promise<unknown>>();
    expectTypeOf<Returns<CommentsApi>>().toExtend<Promise<unknown>>();
    expectTypeOf<Returns<BookingsApi>>().toExtend<Promise<unknown>>();
    expectTypeOf<Returns<FormsApi>>().toExtend<Promise<unknown>>();
    expectTypeOf<Returns<TeachersApi>>().toExtend<Promise<unknown>>();
    expectTypeOf<Returns<SessionStore>>().toExtend<Promise<unknown>>();
    expectTypeOf<Returns<Analytics>>().toExtend<Promise<unknown>>();
  });

  it("the clock is read synchronously", () => {
    expectTypeOf<ReturnType<Clock["now"]>>().toEqualTypeOf<Date>();
  });

  it("a single resource resolves to null on failure", () => {
    expectTypeOf<ReturnType<CatalogueApi["institution"]>>().toEqualTypeOf<Promise<Institution | null>>();
    expectTypeOf<ReturnType<CatalogueApi["educationBase"]>>().toEqualTypeOf<Promise<EducationBase | null>>();
  });

  it("grids, page data and the listing resolve to a blank value, never null", () => {
    expectTypeOf<ReturnType<CatalogueApi["certificatesGrid"]>>().toEqualTypeOf<Promise<Grid<Certificate>>>();
    expectTypeOf<null>().not.toExtend<Awaited<ReturnType<CatalogueApi["certificatesGrid"]>>>();
    expectTypeOf(BLANK_GRID).toExtend<Grid<Certificate>>();
    expectTypeOf<ReturnType<CatalogueApi["page"]>>().toEqualTypeOf<Promise<PageData>>();
    expectTypeOf(BLANK_PAGE_DATA).toExtend<PageData>();
    expectTypeOf(BLANK_INSTITUTION_LISTING).toExtend<InstitutionListingResponse>();
  });

  it("the bookings list is grouped by the booking module's groups", () => {
    expectTypeOf<ReturnType<BookingsApi["applications"]>>().toEqualTypeOf<
      Promise<readonly BookingGroup<Application>[]>
    >();
  });

  it("the entity types fit the other modules' types", () => {
    expectTypeOf<EducationBase["waves"]>().toEqualTypeOf<AdmissionWaves>();
    expectTypeOf<SiteNotice>().toExtend<Notice>();
  });
});
