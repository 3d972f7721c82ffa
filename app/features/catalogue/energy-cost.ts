/** What 100 km costs in energy, for comparing an electric car with a petrol one. */

/** Cost in RWF of driving 100 km, rounded to 10 RWF: consumption per 100 km × price per unit. */
export function costPer100Km(consumptionPer100Km: number, rwfPerUnit: number): number {
  if (!(consumptionPer100Km > 0) || !(rwfPerUnit > 0)) return 0;
  return Math.round((consumptionPer100Km * rwfPerUnit) / 10) * 10;
}

/** How much cheaper the first cost is than the second, in whole percent (0 when not cheaper). */
export function savingPercent(cost: number, comparedWith: number): number {
  if (!(comparedWith > 0) || !(cost >= 0) || cost >= comparedWith) return 0;
  return Math.round(((comparedWith - cost) / comparedWith) * 100);
}
