import { useTranslation } from "react-i18next";
import { GeneratorForm, type SampleOption } from "./generator-form";
import { ConnectSection, Hero } from "./landing";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The generator screen (spec §2), shared by `/` and the anonymous card-customer route. */
export function GeneratorScreen({
  samples,
  defaultCountry,
  anonymous,
}: {
  samples: SampleOption[];
  defaultCountry: string;
  anonymous: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SiteHeader anonymous={anonymous} />
      <main className="flex-1">
        <Hero />
        <section id="generator" className="mx-auto max-w-4xl scroll-mt-8 px-4 py-12">
          <h2 className="mb-6 text-2xl font-semibold">{t("form.title")}</h2>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <GeneratorForm samples={samples} defaultCountry={defaultCountry} generating={false} onGenerate={() => {}} />
          </div>
        </section>
        <ConnectSection />
      </main>
      <SiteFooter />
    </>
  );
}
