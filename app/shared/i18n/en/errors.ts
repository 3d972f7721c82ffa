/** SPEC §2.2 and §5 error texts: the error screen renders even when the layout's data is missing. */

export const errorMessages = {
  "error.oops": "oops!",
  "error.notFound": " Page introuvable",
  "error.serverError": " Désolé, une erreur s'est produite",
  "error.home": "Retour à la page d'accueil",
  "error.pageNotFound": "Page not found: {path}",
  "error.paramNotFound": "Page Not Found: {path}",
  "error.pageGone": "This page has been taken off the site: {path}",
} as const;
