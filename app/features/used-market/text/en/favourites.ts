/** Favourite listings: the heart on cards and listing pages, and /account/favourites. Sent as loader data. */

export const favouritesMessages = {
  "favourites.add": "Add {car} to favourites",
  "favourites.remove": "Remove {car} from favourites",
  "favourites.title": "My favourites",
  "favourites.description": "The used cars you saved with the heart, to compare and call back later.",
  "favourites.intro":
    "The cars you saved with the heart. Sold and ended listings stay here, marked, until you remove them.",
  "favourites.count": "{count} saved cars",
  "favourites.countOne": "1 saved car",
  "favourites.empty": "No favourite yet",
  "favourites.emptyText": "Tap the heart on a car you like to find it here later.",
  "favourites.browse": "Browse used cars",
  "favourites.removeButton": "Remove",
  "favourites.removeLabel": "Remove {car} from my favourites",
  "favourites.removed": "{car} was removed from your favourites.",
  "favourites.pagination": "Favourite pages",
  "favourites.previous": "Previous",
  "favourites.next": "Next",
  "favourites.page": "Page {page}",
  "favourites.savedSearches": "My saved searches",
  "favourites.error.listing": "This car is no longer on the market.",
} as const;
