import { useRevalidator } from "@remix-run/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "~/lib/client/api-client";
import { useToast } from "../../components/ui/toast";

/**
 * Runs an admin save or delete: a 'Success' toast and fresh lists (the page loader runs again)
 * when it works, an 'Error' toast with the server's reason when it does not. Null on failure.
 */
export function useAdminAction() {
  const { t } = useTranslation();
  const toast = useToast();
  const revalidator = useRevalidator();
  return useCallback(
    async <T>(work: () => Promise<T>, texts: { success: string; failure: string }): Promise<T | null> => {
      try {
        const result = await work();
        toast({ title: t("admin.success"), description: texts.success });
        revalidator.revalidate();
        return result;
      } catch (error) {
        const reason = error instanceof ApiError ? error.serverMessage : null;
        toast({ title: t("admin.error"), description: reason ? `${texts.failure}: ${reason}` : texts.failure, variant: "destructive" });
        return null;
      }
    },
    [t, toast, revalidator],
  );
}
