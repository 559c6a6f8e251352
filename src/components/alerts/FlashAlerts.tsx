import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, FLASH_LOOK } from './Alert';
import { forgetFlashes, peekFlashes, type FlashMessage } from './flashStore';
import messages from './messages';

/**
 * The flash messages of a topic, each shown once: read from session storage when the page opens, then
 * forgotten there, and dismissible here. `resolve` turns a message code into text in the UI language.
 */
export function FlashAlerts({
  topic,
  resolve,
  onDismissed,
}: {
  topic: string;
  resolve: (code: string) => string | null;
  /** Where focus goes after a message is dismissed (the page heading, say). */
  onDismissed?: () => void;
}) {
  const intl = useIntl();
  const [shown, setShown] = useState<FlashMessage[]>(() => peekFlashes(topic));

  useEffect(() => {
    forgetFlashes(shown.map((m) => m.id));
    // Only what was read on opening: a message stored later waits for the next page.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, []);

  if (!shown.length) return null;
  return (
    <div className="flash-alerts">
      {shown.map((flash) => {
        const text = (flash.code ? resolve(flash.code) : null) ?? flash.text;
        if (!text) return null;
        const look = FLASH_LOOK[flash.type];
        const kind = intl.formatMessage(messages[flash.type]);
        return (
          // Its kind ("Success") names it and is read as its first word too: not every screen reader
          // announces the name of a group.
          <Alert
            key={flash.id}
            variant={look.variant}
            icon={look.icon}
            label={kind}
            onClose={
              flash.dismissible
                ? () => {
                    setShown((current) => current.filter((m) => m.id !== flash.id));
                    onDismissed?.();
                  }
                : undefined
            }
          >
            <span className="visually-hidden">{kind}</span>
            {text}
          </Alert>
        );
      })}
    </div>
  );
}
