import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { catalogue, ensureCatalogue } from "./catalogues";
import { loadLaterSections } from "./later-texts";
import { i18nOptions } from "~/lib/site/i18n-options";

async function browserInstance() {
  const instance = i18next.createInstance();
  await instance.init({
    ...i18nOptions,
    lng: "en",
    resources: { en: { translation: await catalogue("en") } },
    partialBundledLanguages: true,
  });
  return instance;
}

describe("the browser's catalogues", () => {
  it("the page catalogue leaves out the admin tools' and a living policy's texts (the generator page's script budget)", async () => {
    const instance = await browserInstance();
    expect(instance.exists("form.generate")).toBe(true);
    expect(instance.exists("living.controls.title")).toBe(false);
    expect(instance.exists("admin.badge")).toBe(false);
  });

  it("a language switch on a page that shows a living policy brings its texts in the new language too", async () => {
    const instance = await browserInstance();
    await loadLaterSections(instance, "en", ["living"]);
    await ensureCatalogue(instance, "es");
    await instance.changeLanguage("es");
    expect(instance.t("living.controls.title")).not.toBe("living.controls.title");
    expect(instance.t("living.controls.title")).not.toBe(instance.t("living.controls.title", { lng: "en" }));
    expect(instance.t("form.generate")).not.toBe(instance.t("form.generate", { lng: "en" }));
    // The admin tools were not on this page, so the switch does not fetch them.
    expect(instance.exists("admin.badge")).toBe(false);
  });
});
