import { imageVariantRequestArb } from "../../../tests/arbitraries/image-variant.arb";
import { imageResizerContract } from "../../images/image-resizer.contract";
import { fakePicture, memoryImageResizer } from "./image-resizer.memory";

imageResizerContract(
  "memory",
  {
    resizer: memoryImageResizer(),
    picture: async (width, height) => fakePicture(width, height),
  },
  imageVariantRequestArb,
);
