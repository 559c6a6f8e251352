import translate from 'bootstrap-icons/icons/translate.svg?raw';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { usePlatform } from '@/platform/react';
import {
  useGetLanguageSelectorEnabledQuery,
  useGetReleasedLanguagesQuery,
  useSetLanguagePreferenceMutation,
} from './api';
import { currentLanguage } from './language';
import messages from './messages';
import { ToolbarMenu } from './ToolbarMenu';

/**
 * The interface language (spec §2, §7; conventions §4), shown when the LMS says the selector is enabled and
 * has released languages. Choosing one patches the signed-in user's `pref-lang`; the LMS answers with the
 * language cookie, and the reload comes back in that language and direction. A failure goes to the
 * console only: the page stays as it is.
 */
export function LanguageSelector() {
  const intl = useIntl();
  const { user, navigation, logger } = usePlatform();
  const labelId = useId();
  const { data: enabled } = useGetLanguageSelectorEnabledQuery(undefined);
  const { data: languages = [] } = useGetReleasedLanguagesQuery(undefined, { skip: !enabled });
  const [patch, { isLoading }] = useSetLanguagePreferenceMutation();

  if (!enabled || !user || languages.length === 0) return null;
  const current = currentLanguage(languages, intl.locale);

  const choose = async (value: string) => {
    if (value === current?.value) return;
    try {
      await patch({ username: user.username, language: value }).unwrap();
    } catch (error) {
      logger.logError('Unable to patch user preference', { language: value, error: JSON.stringify(error) });
      return;
    }
    navigation.reload();
  };

  return (
    <div className="d-flex align-items-center gap-2 language-selector">
      <Icon svg={translate} />
      <span id={labelId}>{intl.formatMessage(messages.language)}</span>
      <ToolbarMenu
        labelId={labelId}
        align="end"
        toggle={current?.label ?? intl.locale}
        toggleLang={current?.value}
        busy={isLoading}
        choices={languages.map((language) => ({
          key: language.value,
          label: language.label,
          current: language.value === current?.value,
          lang: language.value,
        }))}
        onChoose={(value) => void choose(value)}
      />
    </div>
  );
}
