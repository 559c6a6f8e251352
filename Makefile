# Targets the Open edX tooling expects of a front end (docs/tutor.md). Tutor's MFE image runs
#   make OPENEDX_ATLAS_PULL=true ATLAS_OPTIONS="--repository=<ATLAS_REPOSITORY> --revision=<ATLAS_REVISION> <ATLAS_OPTIONS>" pull_translations
# before `npm run build`; it must succeed whether or not translations are pulled.

.PHONY: extract_translations pull_translations

# Writes every message of the app (id, English, description) to i18n/source/messages.json.
extract_translations:
	npm run i18n:extract

# With OPENEDX_ATLAS_PULL set: pulls the catalogs of the Open edX learning app and of the libraries whose
# messages this app shares from openedx-translations (or the repository ATLAS_OPTIONS names), lays them
# onto i18n/ by message id and prints the coverage per language (decision 0021). `atlas` is the
# devDependency @edx/openedx-atlas, taken from node_modules/.bin before the PATH, as Tutor's image (whose
# PATH starts with node_modules/.bin) takes it. Otherwise, or without network, keeps the committed catalogs.
pull_translations:
	@OPENEDX_ATLAS_PULL="$(OPENEDX_ATLAS_PULL)" ATLAS_OPTIONS="$(ATLAS_OPTIONS)" node_modules/.bin/tsx scripts/pull-translations.ts
