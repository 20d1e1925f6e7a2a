import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../ui/spinner";

// The markdown renderer and DOMPurify are a third of the generator's JavaScript and only the result
// modal needs them: they load on the first open, not with the page.
const loadPolicyView = () => import("./policy-view");
const LoadingPolicyView = lazy(() => loadPolicyView().then((module) => ({ default: module.LoadingPolicyView })));

/** Starts fetching the renderer early (when a generation starts), so the modal opens rendered. */
export function preloadPolicyView() {
  void loadPolicyView();
}

/** `LoadingPolicyView`, fetched on first use; a spinner meanwhile. */
export function LazyLoadingPolicyView(props: { markdown: string | undefined; language: string }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t("policies.loading")} />}>
      <LoadingPolicyView {...props} />
    </Suspense>
  );
}
