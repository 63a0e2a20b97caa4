import { z } from "zod";

/** An uploaded image; the image module turns the filename into its /uploads/... address. */
export const uploadedImageSchema = z.object({ filename: z.string().min(1) }).readonly();

export type UploadedImage = z.infer<typeof uploadedImageSchema>;
