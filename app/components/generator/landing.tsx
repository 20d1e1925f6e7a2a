import { useTranslation } from "react-i18next";
import { useRootData } from "~/lib/client/use-root-data";
import { ButtonAnchor } from "../ui/button";

/** The landing page above the form: hero and three feature cards. */
export function Hero({ anonymous = false }: { anonymous?: boolean }) {
  const { t } = useTranslation();
  const { brand } = useRootData();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center md:py-24">
        <p className="text-sm font-medium text-brand-700">{t("hero.eyebrow", { provider: brand.providerName })}</p>
        {/* The card customers' route says what it is for, in one line. */}
        {anonymous ? (
          <p className="mx-auto mt-3 max-w-2xl text-base font-medium text-slate-800" data-testid="cardholders-purpose">
            {t("manage.cardholders", { provider: brand.providerName })}
          </p>
        ) : null}
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">{t("hero.title")}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">{t("hero.subtitle", { provider: brand.providerName })}</p>
        <a
          href="#generator"
          className="mt-8 inline-flex h-12 items-center rounded-md bg-brand-600 px-6 font-medium text-white hover:bg-brand-700"
        >
          {t("hero.start")}
        </a>
      </div>
      <div className="mx-auto grid max-w-6xl gap-4 px-4 pb-12 md:grid-cols-3">
        {(["tailored", "regional", "bestPractices"] as const).map((key) => (
          <article key={key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="font-semibold">{t(`features.${key}.title`)}</h2>
            <p className="mt-2 text-sm text-slate-600">{t(`features.${key}.body`)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

/** The three-step connect flow: create, upload to the provider, out-of-policy spend flagged. */
export function ConnectSection() {
  const { t } = useTranslation();
  const { brand } = useRootData();
  const provider = brand.providerName;
  return (
    <section className="bg-slate-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 className="text-3xl font-bold">{t("connect.title", { provider })}</h2>
        <p className="mt-2 text-slate-300">{t("connect.subtitle")}</p>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {(["step1", "step2", "step3"] as const).map((key, index) => (
            <li key={key} className="rounded-xl bg-slate-800 p-6">
              <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-500 font-semibold">{index + 1}</span>
              <h3 className="mt-3 font-semibold">{t(`connect.${key}.title`, { provider })}</h3>
              <p className="mt-1 text-sm text-slate-300">{t(`connect.${key}.body`, { provider })}</p>
            </li>
          ))}
        </ol>
        <ButtonAnchor href={brand.platformUrl} target="_blank" rel="noopener" variant="secondary" className="mt-8">
          {t("connect.button", { provider })}
        </ButtonAnchor>
      </div>
    </section>
  );
}
