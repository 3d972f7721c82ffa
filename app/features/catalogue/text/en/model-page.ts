/** Model page text. */

export const modelPageMessages = {
  "model.versions": "Versions and prices",
  "model.sortBy": "Sort by",
  "model.col.version": "Version",
  "model.col.energy": "Energy",
  "model.col.power": "Power",
  "model.col.gearbox": "Gearbox",
  "model.col.consumption": "Consumption / range",
  "model.col.price": "Price",
  "model.col.compare": "Compare",
  "model.similar": "Similar cars",
  "model.noVersions": "No version of this model is on sale at the moment.",
  "model.about": "About the {model}",
} as const;
