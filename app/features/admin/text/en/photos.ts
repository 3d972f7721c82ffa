/** The back office's photo pages: a model's or a version's gallery, a brand's or dealer's logo, an article's featured image. */

export const adminPhotosMessages = {
  "admin.photos.title": "Photos of the {name}",
  "admin.photos.description": "A model's photos, in the order the public pages show them.",
  "admin.photos.back": "Back to the {name}",
  "admin.photos.intro":
    "The first photo is the model's picture in every list and at the top of its page; the others follow in a strip. Without photos the site shows a drawing.",
  "admin.photos.count": "{count} of {max} photos",
  "admin.photos.none": "No photos yet: the site shows the drawing of the body type.",
  "admin.photos.first": "Shown first",
  "admin.photos.photoLabel": "Photo {position}",
  "admin.photos.alt": "Alt text",
  "admin.photos.altHint":
    'What the photo shows, for people who cannot see it, e.g. "Front three-quarter view, white". At most {max} characters.',
  "admin.photos.saveAlt": "Save alt text",
  "admin.photos.up": "Move up",
  "admin.photos.down": "Move down",
  "admin.photos.delete": "Delete",
  "admin.photos.upTitle": "Move photo {position} up",
  "admin.photos.downTitle": "Move photo {position} down",
  "admin.photos.deleteTitle": "Delete photo {position}",
  "admin.photos.add": "Add photos",
  "admin.photos.files": "Photos",
  "admin.photos.filesHint":
    "JPEG, PNG, WebP or AVIF, up to {mb} MB each, {room} more at most. They are turned upright, their camera details removed, and stored in several sizes.",
  "admin.photos.uploadAlt": "Alt text for these photos",
  "admin.photos.upload": "Upload",
  "admin.photos.full": "This model has {max} photos, the most it can have: delete one to add another.",
  "admin.photos.added": "{count} photos added.",
  "admin.photos.addedOne": "Photo added.",
  "admin.photos.saved": "Photos saved.",
  "admin.photos.error.none": "Choose at least one photo.",
  "admin.photos.error.type": "{name} is not a JPEG, PNG, WebP or AVIF image.",
  "admin.photos.error.unreadable":
    "{name} is not an image the site can read (JPEG, PNG, WebP or AVIF), or it is damaged.",
  "admin.photos.error.pixels": "{name} has too many pixels (more than 60 megapixels).",
  "admin.photos.error.full": "{name} was not added: this model has {max} photos already.",
  "admin.photos.error.tooBig": "A file is larger than {mb} MB and was not added: choose a smaller one.",
  "admin.photos.error.tooMany": "At most {max} photos can be sent at once.",
  "admin.photos.error.failed": "The upload was interrupted: please try again.",
  "admin.photos.error.storage": "Photos cannot be stored right now: please try again later.",
  "admin.photos.error.altLong": "Write at most {max} characters.",
  "admin.photos.unnamed": "The file",

  "admin.versionPhotos.description": "A version's own photos, in the order its page shows them.",
  "admin.versionPhotos.intro":
    "The first photo is at the top of the version's page; the others follow in a strip. Without photos of its own the version's page shows the model's photos, or a drawing.",
  "admin.versionPhotos.none": "No photos yet: the version's page shows the model's photos, or a drawing.",
  "admin.versionPhotos.full":
    "This version has {max} photos, the most it can have: delete one to add another.",
  "admin.versionPhotos.error.full": "{name} was not added: this version has {max} photos already.",

  "admin.logo.title": "Logo of {name}",
  "admin.logo.description": "A brand's logo, shown wherever the brand is.",
  "admin.logo.back": "Back to {name}",
  "admin.logo.intro":
    "The logo is shown wherever the brand appears (the home page, the list of makes, its page, the comparator, dealers' pages). Without one the site shows the brand's logo from its icon set where it has one, otherwise the brand's name set as a wordmark.",
  "admin.logo.dealerDescription": "A dealer's logo, shown on its card in the directory and on its page.",
  "admin.logo.dealerIntro":
    "The logo is shown on the dealer's card (the directory, “where to buy”) and on its page. Without one the site draws a tile with the dealer's initials.",
  "admin.logo.current": "Current logo",
  "admin.logo.none": "No logo uploaded yet: the site shows the mark above.",
  "admin.logo.file": "Logo",
  "admin.logo.fileHint":
    "JPEG, PNG, WebP or AVIF up to {mb} MB, ideally square with a transparent background. It replaces the current one.",
  "admin.logo.upload": "Upload the logo",
  "admin.logo.remove": "Remove the logo",
  "admin.logo.saved": "Logo saved.",
  "admin.logo.removed": "Logo removed.",

  "admin.cover.title": "Featured image of “{name}”",
  "admin.cover.description": "A news article's featured image, at the top of its page and on its card.",
  "admin.cover.back": "Back to the article",
  "admin.cover.intro":
    "The featured image is shown on the article's card in every list and at the top of its page. Until one is uploaded the site shows a drawing.",
  "admin.cover.current": "Current image",
  "admin.cover.none": "No image uploaded yet: the site shows a drawing.",
  "admin.cover.guideDescription": "A practical guide's featured image, at the top of its page.",
  "admin.cover.guideIntro":
    "The featured image is shown at the top of the guide's page and when the page is shared. A guide may have none: its page then starts with its text.",
  "admin.cover.guideNone": "No featured image: the guide's page starts with its text.",
  "admin.cover.file": "Image",
  "admin.cover.fileHint":
    "JPEG, PNG, WebP or AVIF up to {mb} MB, ideally landscape (16:9). It replaces the current one.",
  "admin.cover.alt": "Alt text",
  "admin.cover.altHint":
    'What the image shows, for people who cannot see it, e.g. "A charger in a car park at night". At most {max} characters.',
  "admin.cover.upload": "Upload the image",
  "admin.cover.remove": "Remove the image",
  "admin.cover.saved": "Featured image saved.",
  "admin.cover.removed": "Featured image removed.",
  "admin.cover.error.alt": "Describe the image: its alt text is required.",
} as const;
