/** Practical guide text, resolved by its loaders: it travels as page data, not as JavaScript. */

export const practicalGuideMessages = {
  "home.title": "Practical guide for drivers in Rwanda",
  "home.description":
    "Road maintenance levy, driving licence, car loans, insurance, technical inspection and registration in Rwanda: the steps, the fees and where to go.",
  "home.heading": "Practical guide",
  "home.intro":
    "Everything a driver in Rwanda deals with after choosing a car: paying the road levy, getting a licence, financing, insurance, inspection and registration, step by step.",
  "home.latest": "Latest guides",
  "section.articles": "{count} guides",
  "section.articlesOne": "1 guide",
  "section.title": "{section}: practical guide for Rwanda",
  "section.description": "{summary} Step-by-step guides for drivers in Rwanda.",
  "section.empty": "Guides for this section are on their way.",
  "article.reading": "{minutes} min read",
  "article.recorded": "Facts recorded on {date}",
  "article.sources": "Sources",
  "article.more": "More in {section}",
  "article.all": "All {section} guides",
  breadcrumb: "Practical Guide",
} as const;
