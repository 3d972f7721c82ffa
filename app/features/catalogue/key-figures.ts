import type { Translate } from "~/shared/i18n/text";
import type { CatalogueServerMessages } from "~/features/catalogue/text/catalogue-server";

interface Figures {
  powerHp: number;
  electricRangeKm: number | null;
  consumptionL100: number | null;
  seats: number;
  bootLitres: number | null;
}

/**
 * The headline figures of one version or a whole model: power (range), best electric range or lowest
 * consumption, seats, largest boot.
 */
export function keyFigures(t: Translate<CatalogueServerMessages>, versions: Figures[]): [string, string][] {
  if (!versions.length) return [];
  const powers = versions.map((v) => v.powerHp);
  const ranges = versions.flatMap((v) => (v.electricRangeKm ? [v.electricRangeKm] : []));
  const consumptions = versions.flatMap((v) => (v.consumptionL100 ? [v.consumptionL100] : []));
  const boots = versions.flatMap((v) => (v.bootLitres ? [v.bootLitres] : []));
  const seats = [...new Set(versions.map((v) => v.seats))].sort((a, b) => a - b);
  const min = Math.min(...powers);
  const max = Math.max(...powers);
  return [
    [t("model.power"), min === max ? `${min} hp` : `${min}–${max} hp`],
    ranges.length
      ? [t("model.range"), `${Math.max(...ranges)} km`]
      : [
          t("model.consumption"),
          consumptions.length ? `${Math.min(...consumptions).toFixed(1)} l/100 km` : "–",
        ],
    [t("model.seats"), seats.join("–")],
    [t("model.boot"), boots.length ? `${Math.max(...boots)} l` : "–"],
  ];
}
