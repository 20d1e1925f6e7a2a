import { useTranslation } from "react-i18next";
import { ButtonAnchor } from "../ui/button";
import { useToast } from "../ui/toast";

const FORMATS = [
  { format: "pdf", label: "policies.downloadPdf", started: "policies.pdfStarted" },
  { format: "docx", label: "policies.downloadDocx", started: "policies.docxStarted" },
] as const;

/**
 * Download PDF and DOCX: plain links to the export routes, which answer with
 * `Content-Disposition: attachment`, so the browser saves the file under the server's name and
 * the page stays where it is.
 */
export function PolicyDownloads({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <>
      {FORMATS.map(({ format, label, started }) => (
        <ButtonAnchor
          key={format}
          variant="secondary"
          href={`/api/policies/${slug}/${format}`}
          download
          onClick={() => toast({ title: t(started) })}
        >
          {t(label)}
        </ButtonAnchor>
      ))}
    </>
  );
}
