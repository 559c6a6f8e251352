import { defineMessages } from 'react-intl';

export default defineMessages({
  activationTitle: {
    id: 'account-activation.alert.title',
    defaultMessage: 'Activate your account so you can log back in',
    description: 'Title of the message shown after registration, asking to activate the account.',
  },
  activationBody: {
    id: 'account-activation.alert.message',
    defaultMessage:
      'We sent an email to {email} with a link to activate your account. Can’t find it? Check your spam folder or {resendLink}.',
    description: 'Text of the account-activation message; resendLink is "resend the email".',
  },
  activationBodyNoEmail: {
    id: 'learning.outline.activation.bodyNoEmail',
    defaultMessage:
      'We sent you an email with a link to activate your account. Can’t find it? Check your spam folder or {resendLink}.',
    description: 'Text of the account-activation message when the email address is not known.',
  },
  activationResend: {
    id: 'account-activation.resend.link',
    defaultMessage: 'resend the email',
    description: 'Link in the account-activation message that sends the activation email again.',
  },
  activationSending: {
    id: 'learning.outline.activation.sending',
    defaultMessage: 'Sending the email…',
    description: 'Screen-reader text while the activation email is being sent again.',
  },
  activationSent: {
    id: 'learning.outline.activation.sent',
    defaultMessage: 'The email has been sent.',
    description: 'Screen-reader text once the activation email was sent again.',
  },
  activationFailed: {
    id: 'learning.outline.activation.failed',
    defaultMessage: 'The email could not be sent. Please try again.',
    description: 'Shown beside the resend link when sending the activation email again failed.',
  },
  activationContinue: {
    id: 'account-activation.alert.button',
    defaultMessage: 'Continue to {siteName}',
    description: 'Button that closes the account-activation message.',
  },
});
