# Targets the Open edX tooling expects of a front end (docs/tutor.md). Tutor's MFE image runs
#   make OPENEDX_ATLAS_PULL=true ATLAS_OPTIONS="--repository=... --revision=..." pull_translations
# before `npm run build`; it must succeed whether or not translations are pulled.

.PHONY: extract_translations pull_translations

# Writes every message of the app (id, English, description) to i18n/source/messages.json.
extract_translations:
	npm run i18n:extract

# Pulls this app's catalogs with atlas when it is installed and ATLAS_TRANSLATIONS_PATH names their
# directory in the translations repository; otherwise keeps the committed catalogs in i18n/.
pull_translations:
	@ATLAS_OPTIONS="$(ATLAS_OPTIONS)" ATLAS_TRANSLATIONS_PATH="$(ATLAS_TRANSLATIONS_PATH)" node_modules/.bin/tsx scripts/pull-translations.ts
