/** The API reference page's own text (app/features/api/routes/developers.tsx); the calls' texts come from the OpenAPI document. */

export const developersMessages = {
  "dev.title": "{site} API for developers and partners",
  "dev.description":
    "Read {site}'s new-car catalogue, prices in RWF, deals, dealers, news, guides and used-car listings as JSON: every call, parameter and field.",
  "dev.breadcrumb": "API",
  "dev.version": "Version {version}",
  "dev.openapi": "OpenAPI 3.1 document",
  "dev.openapiHint": "Load it into Postman, Insomnia or a code generator.",
  "dev.server": "Base URL",
  "dev.contents": "Calls",
  "dev.basics": "The basics",
  "dev.parameters": "Parameters",
  "dev.noParameters": "No parameters.",
  "dev.parameter": "Name",
  "dev.type": "Type",
  "dev.meaning": "Description",
  "dev.required": "required",
  "dev.inPath": "in the path",
  "dev.answer": "Answer",
  "dev.answerList":
    "`data` is a list of items with these fields, and `meta` says where the page sits (page, per_page, total, pages).",
  "dev.answerItem": "`data` holds these fields.",
  "dev.example": "Example",
  "dev.field": "Field",
  "dev.keysHeading": "Getting a key",
  "dev.keysText":
    "Partners get a key from {site}'s team through the contact page; say what you are building and how many calls a minute you need.",
  "dev.contact": "Ask for a key",
} as const;
