import { describe, expect, it, vi } from "vitest";
import { drawMap, mapsWidgetOf } from "./maps-widget";

const PLACE = { address: "Москва, ул. Земляной Вал, 9", title: "Шуюань" };
const element = {} as HTMLElement;

describe("the maps widget contract", () => {
  it("finds window.mapsWidget only when it has a showMap function", () => {
    expect(mapsWidgetOf({})).toBeNull();
    expect(mapsWidgetOf({ mapsWidget: null })).toBeNull();
    expect(mapsWidgetOf({ mapsWidget: { showMap: "no" } })).toBeNull();
    expect(mapsWidgetOf({ mapsWidget: { showMap: () => {} } })).not.toBeNull();
  });

  it("draws the place into the element and keeps the widget's clean-up", () => {
    const removal = vi.fn();
    const showMap = vi.fn(() => removal);
    const drawn = drawMap({ mapsWidget: { showMap } }, element, PLACE);
    expect(showMap).toHaveBeenCalledWith(element, PLACE);
    expect(drawn.drawn).toBe(true);
    drawn.remove();
    expect(removal).toHaveBeenCalledOnce();
  });

  it("reports a missing or failing widget as not drawn", () => {
    expect(drawMap({}, element, PLACE).drawn).toBe(false);
    const failing = {
      mapsWidget: {
        showMap: () => {
          throw new Error("quota");
        },
      },
    };
    expect(drawMap(failing, element, PLACE).drawn).toBe(false);
  });
});
