// The generator form as a plain HTML form (no JavaScript): shared by the route action and the page.

/** What the form posted, handed back so the page shows it again (nothing typed is lost). */
export type FormValues = { companyName: string; description: string; sampleId: string };
export type FormPostResult = { values: FormValues; error: string; signInPath?: string };

/** The form's values as the query string that prefills it (`prefillFromUrl`). */
export function prefillPath(pathname: string, values: FormValues) {
  const query = new URLSearchParams({ company: values.companyName, description: values.description });
  if (values.sampleId) query.set("sample", values.sampleId);
  return `${pathname}?${query}#generator`;
}

/** The form's values from a URL written by `prefillPath` (back from sign-in), or null. */
export function prefillFromUrl(url: URL): FormValues | null {
  const description = url.searchParams.get("description");
  const companyName = url.searchParams.get("company");
  if (description === null && companyName === null) return null;
  return { companyName: companyName ?? "", description: description ?? "", sampleId: url.searchParams.get("sample") ?? "" };
}
