import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OfferedFigure, RestatedPlace } from "~/lib/living/restated-figures";
import { buttonClass } from "../ui/button";
import { dialogBoxClass, dialogOverlayClass, useReturnFocus } from "../ui/dialog";

/*
 * Asked before saving an edit that changes a money figure the text still states elsewhere ("$615.00
 * also appears in 2 other places"): each place quoted with the heading it is under, ticked; "Update
 * them too" saves the ticked ones with the new figure, "Keep them" saves the edit alone, and
 * "Back to editing" (or Escape) saves nothing. Nothing is changed without the owner's answer.
 */

export type ChosenPlace = RestatedPlace & { to: string };

export function RestatedFiguresDialog({
  offer,
  onUpdate,
  onKeep,
  onCancel,
  language,
}: {
  offer: OfferedFigure[] | null;
  onUpdate: (chosen: ChosenPlace[]) => void;
  onKeep: () => void;
  onCancel: () => void;
  /** The policy's language, for the quoted lines. */
  language: string;
}) {
  return (
    <AlertDialogPrimitive.Root
      open={offer !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      {offer ? <OfferContent offer={offer} onUpdate={onUpdate} onKeep={onKeep} language={language} /> : null}
    </AlertDialogPrimitive.Root>
  );
}

const placeId = (group: number, place: number) => `${group}:${place}`;

/** Mounted only while open: the ticks start afresh for each offer. */
function OfferContent({
  offer,
  onUpdate,
  onKeep,
  language,
}: {
  offer: OfferedFigure[];
  onUpdate: (chosen: ChosenPlace[]) => void;
  onKeep: () => void;
  language: string;
}) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const one = offer.length === 1 ? offer[0]! : null;
  const count = offer.reduce((sum, group) => sum + group.places.length, 0);
  const chosen = offer.flatMap(({ change, places }, group) =>
    places.flatMap((place, index) => (unticked.has(placeId(group, index)) ? [] : [{ start: place.start, end: place.end, to: change.to }])),
  );
  const toggle = (id: string) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={dialogOverlayClass} />
      <AlertDialogPrimitive.Content className={dialogBoxClass("small", "p-6 sm:max-w-xl")} onCloseAutoFocus={returnFocus}>
        <AlertDialogPrimitive.Title className="text-lg font-semibold">
          {one ? t("living.restatedFigures.title", { figure: one.change.from, count }) : t("living.restatedFigures.titleMany")}
        </AlertDialogPrimitive.Title>
        <AlertDialogPrimitive.Description className="mt-2 text-sm text-slate-700">
          {one
            ? t("living.restatedFigures.body", { from: one.change.from, to: one.change.to, count })
            : t("living.restatedFigures.bodyMany")}
        </AlertDialogPrimitive.Description>
        <div className="mt-3 min-h-0 space-y-3 overflow-y-auto" data-testid="restated-figures">
          {offer.map(({ change, places }, group) => (
            <fieldset key={change.key} className="space-y-1">
              <legend className={one ? "sr-only" : "text-sm font-medium"}>
                {t("living.restatedFigures.change", { from: change.from, to: change.to })}
              </legend>
              <ul className="space-y-1">
                {places.map((place, index) => {
                  const id = placeId(group, index);
                  return (
                    <li key={id}>
                      <label className="flex items-start gap-2 rounded border border-slate-200 p-2 text-sm">
                        <input
                          type="checkbox"
                          checked={!unticked.has(id)}
                          onChange={() => toggle(id)}
                          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
                        />
                        <span className="min-w-0 break-words">
                          <q lang={language}>
                            {place.quote.before}
                            <mark className="rounded bg-amber-100 px-0.5 text-slate-900">{place.quote.figure}</mark>
                            {place.quote.after}
                          </q>
                          {place.heading ? (
                            <span className="block text-xs text-slate-600">
                              {t("living.restatedFigures.under", { heading: place.heading })}
                            </span>
                          ) : null}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        </div>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <AlertDialogPrimitive.Cancel className={buttonClass("ghost")}>{t("living.restatedFigures.back")}</AlertDialogPrimitive.Cancel>
          <button type="button" className={buttonClass("secondary")} onClick={onKeep}>
            {t("living.restatedFigures.keep", { count })}
          </button>
          <button type="button" className={buttonClass("primary")} onClick={() => (chosen.length > 0 ? onUpdate(chosen) : onKeep())}>
            {t("living.restatedFigures.update", { count })}
          </button>
        </div>
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}
