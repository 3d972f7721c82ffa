/** Auto news text, resolved by its loaders: it travels as page data, not as JavaScript. */
import { translator } from "~/shared/i18n/i18n";

export const newsMessages = {
  breadcrumb: "Auto news",
  "all.title": "Car news in Rwanda: launches, prices, electric cars and road rules",
  "all.description":
    "The latest motoring news for Rwanda: new models at Kigali dealers, prices in RWF, electric cars, road safety, motorsport and our test drives.",
  "all.heading": "Auto news",
  "all.intro":
    "New models at Rwandan dealers, what cars cost and why, electric mobility, road rules and our drives on Rwandan roads.",
  "all.page": "Page {page}",
  "category.title": "{category}: car news in Rwanda",
  "category.heading": "{category}",
  "categories.label": "News categories",
  "categories.all": "All news",
  "list.empty": "No articles here yet.",
  "list.count": "{count} articles",
  "list.countOne": "1 article",
  "pagination.label": "News pages",
  "pagination.previous": "Newer",
  "pagination.next": "Older",
  "pagination.page": "Page {page}",
  "article.reading": "{minutes} min read",
  "article.by": "By {author}",
  "article.updated": "Updated {date}",
  "article.steps": "Previous and next articles",
  "article.previous": "Previous article",
  "article.next": "Next article",
  "article.related": "Related articles",
  "article.more": "More in {category}",
  "article.tags": "Tags",
  "article.all": "All news",
  "feed.title": "{site}: car news in Rwanda",
  "feed.subtitle": "Launches, prices, electric mobility, road safety, motorsport and test drives for Rwanda.",
} as const;

export const tNews = translator(newsMessages);
