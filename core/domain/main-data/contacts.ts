import { z } from "zod";

/** The company's contacts (spec 3, layout settings), shown in the footer and on /contacts/. */
export const contactsSchema = z
  .object({
    main_email: z.string(),
    contact_center: z.string(),
    address: z.string(),
    user_care_department: z.string(),
    zip_code: z.string(),
    working_hours: z.string(),
    on_foot_description: z.string(),
    maps_iframe_link: z.string(),
    by_car_description: z.string(),
    maps_route_link: z.string(),
  })
  .readonly();

export type Contacts = z.infer<typeof contactsSchema>;
