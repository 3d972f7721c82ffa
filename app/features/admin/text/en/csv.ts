/** The back office's CSV import and export of versions. Staff only. */

export const adminCsvMessages = {
  "admin.csv.export": "Export CSV",
  "admin.csv.exportTitle": "Download these versions as a CSV file",
  "admin.csv.import": "Import CSV",

  "admin.csv.title": "Import versions from a CSV file",
  "admin.csv.description":
    "Check a CSV file of versions against the catalogue, see every change it makes, then apply it.",
  "admin.csv.back": "Back to the versions",
  "admin.csv.intro":
    "Start from an export: change prices and figures in a spreadsheet, save as CSV (UTF-8), and upload it here. Nothing is saved until you apply the check's result.",
  "admin.csv.rules": "How the file is read",
  "admin.csv.rule.match":
    "A row with a version_id changes that version. A row without one names its model by model_id, or by brand_slug and model_slug: it changes the version of that model with the same slug (made from the name when slug is empty), or else adds a version.",
  "admin.csv.rule.columns":
    "Only the columns in the file are compared: leave a column out to keep its values. An empty cell is no figure (required figures must be given).",
  "admin.csv.rule.figures":
    'Figures follow the version form: "48.000.000" or "48000000", "6,8" or "6.8", within the same limits. Energy, gearbox and drive are the codes of the export; published is yes or no.',
  "admin.csv.rule.ignored":
    "brand_id, brand_name, model_name and on_sale are there to read: they are not imported. Equipment is not in the file; edit it on each version's page.",
  "admin.csv.rule.limits":
    "At most {mb} MB and {rows} rows. Comma, semicolon or tab separated. A file with any error cannot be applied: fix the lines listed and upload it again.",
  "admin.csv.file": "CSV file",
  "admin.csv.fileHint": "A .csv file saved as UTF-8, at most {mb} MB.",
  "admin.csv.check": "Check the file",

  "admin.csv.error.none": "Choose a CSV file to check.",
  "admin.csv.error.tooBig": "This file is over {mb} MB: split it into smaller files.",
  "admin.csv.error.failed": "The upload did not arrive whole: try again.",
  "admin.csv.error.notText":
    "This is not a CSV text file (a spreadsheet file?): save it as “CSV UTF-8” and upload that.",
  "admin.csv.error.empty": "This file has no rows.",
  "admin.csv.error.malformed": "This file is not valid CSV at line {line}: {reason}",
  "admin.csv.error.tooManyRows": "This file has more than {max} rows: split it into smaller files.",
  "admin.csv.error.unknownColumn":
    "Unknown column “{column}”. Use the column names of an export (for example price_rwf).",
  "admin.csv.error.duplicateColumn": "The column “{column}” appears twice.",
  "admin.csv.error.noColumns":
    "This file has none of the catalogue's columns: start from an export, which has the right first line.",

  "admin.csv.row.cells": "This line has {count} cells; the first line has {expected}.",
  "admin.csv.row.badId": "A version id is a whole number.",
  "admin.csv.row.unknownId": "No version has the id {id}.",
  "admin.csv.row.duplicateId": "Line {line} already changes this version.",
  "admin.csv.row.unknownModel": "No model has the id {id}.",
  "admin.csv.row.unknownSlugs": "No model “{model}” of the brand “{brand}”.",
  "admin.csv.row.bothSlugs": "Give both brand_slug and model_slug, or neither.",
  "admin.csv.row.modelMismatch": "model_id and brand_slug / model_slug name different models.",
  "admin.csv.row.noModel": "A new version needs model_id, or brand_slug and model_slug.",
  "admin.csv.row.published": "Write yes or no.",
  "admin.csv.row.sameSlug": "Line {line} gives the same address to a version of this model.",

  "admin.csv.dryTitle": "Check of {file}",
  "admin.csv.dryDescription": "What applying this CSV file would change in the catalogue.",
  "admin.csv.checked": "Checked {rows} rows on {at}.",
  "admin.csv.count.added": "{count} to add",
  "admin.csv.count.changed": "{count} to change",
  "admin.csv.count.unchanged": "{count} unchanged",
  "admin.csv.count.errors": "{count} errors",
  "admin.csv.added": "To add",
  "admin.csv.changed": "To change",
  "admin.csv.unchanged": "Unchanged",
  "admin.csv.errors": "Errors",
  "admin.csv.line": "Line {line}",
  "admin.csv.column": "Column",
  "admin.csv.message": "Problem",
  "admin.csv.lineHeader": "Line",
  "admin.csv.more": "And {count} more, not listed here.",
  "admin.csv.noChange": "Nothing to apply: the catalogue already has every value of this file.",
  "admin.csv.hasErrors":
    "This file has errors: fix the lines listed, then upload it again. Nothing was saved.",
  "admin.csv.apply": "Apply these changes ({count})",
  "admin.csv.applyHint":
    "Adds and changes exactly what is listed here, all at once. If someone changes one of these versions before, nothing is saved and you check the file again.",
  "admin.csv.again": "Check another file",
  "admin.csv.applied": "Applied on {at}: {added} added, {changed} changed.",
  "admin.csv.stale":
    "Someone changed versions of this file since it was checked ({count} of them). Nothing was saved: upload the file again to see the changes as they are now.",
  "admin.csv.expired": "This check is more than {hours} hours old: upload the file again.",
  "admin.csv.alreadyApplied": "This check was already applied.",
} as const;
