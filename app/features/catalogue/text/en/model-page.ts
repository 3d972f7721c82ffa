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
  "model.noVersions": "Versions and prices for this model are coming soon.",
  "model.about": "About the {model}",
} as const;
