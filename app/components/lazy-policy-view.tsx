import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "./ui/spinner";

// The markdown renderer and DOMPurify are a third of the generator's JavaScript and only the result
// modal needs them: they load on the first open, not with the page.
const LoadingPolicyView = lazy(() => import("./policy-view").then((module) => ({ default: module.LoadingPolicyView })));

/** `LoadingPolicyView`, fetched on first use; a spinner meanwhile. */
export function LazyLoadingPolicyView(props: { markdown: string | undefined; language: string }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t("policies.loading")} />}>
      <LoadingPolicyView {...props} />
    </Suspense>
  );
}
