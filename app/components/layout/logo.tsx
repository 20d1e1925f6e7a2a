import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function Logo({ productName }: { productName: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className="flex items-center gap-2 font-semibold text-slate-900"
      aria-label={t("common.logoAlt", { product: productName })}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M10 9h9l4 4v10H10z" className="fill-white" />
        <path d="M13 16h7M13 19h7M13 13h4" className="stroke-brand-600" strokeWidth="1.6" />
      </svg>
      {/* The smallest phones keep the mark only; the link is named by its aria-label. */}
      <span className="max-[359px]:hidden">{productName}</span>
    </Link>
  );
}
