import type { IntlShape } from 'react-intl';
import type { Money } from '@/rules/upgradePrice';
import messages from './priceMessages';

const ISO_CURRENCY = /^[A-Z]{3}$/;

/**
 * A price in the active locale (spec §9 "$23"; contract §12.1 `{currency_symbol}{price}`): the LMS's own
 * text as it is; an amount through Intl's currency format, with the LMS's currency symbol in the place
 * and spacing the locale gives its currency sign ("$149", "149 $" in French, "‏149 $" in Arabic). Whole
 * amounts show no decimals unless asked for two (the streak discount). Never "null", never concatenated.
 */
export function formatMoney(
  intl: Pick<IntlShape, 'formatNumberToParts' | 'formatMessage' | 'formatNumber'>,
  money: Money,
) {
  if (money.kind === 'text') return money.text;
  const digits = money.cents || !Number.isInteger(money.amount) ? 2 : 0;
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const code =
    money.currency && ISO_CURRENCY.test(money.currency.toUpperCase()) ? money.currency.toUpperCase() : null;
  // Without a code the locale's placement of a currency sign still applies: format as US dollars and put
  // the server's symbol where the locale puts the sign.
  if (code || money.symbol) {
    try {
      const parts = intl.formatNumberToParts(money.amount, {
        ...options,
        style: 'currency',
        currency: code ?? 'USD',
        currencyDisplay: 'narrowSymbol',
      });
      return parts
        .map((part) => (part.type === 'currency' && money.symbol ? money.symbol : part.value))
        .join('');
    } catch {
      // An unknown currency code: the symbol before the number, as the LMS writes it.
    }
  }
  return intl.formatMessage(messages.amountWithSymbol, {
    symbol: money.symbol,
    amount: intl.formatNumber(money.amount, options),
  });
}

/** "15%" in the active locale. */
export function formatPercentage(intl: Pick<IntlShape, 'formatNumber'>, percentage: number): string {
  return intl.formatNumber(percentage / 100, { style: 'percent', maximumFractionDigits: 1 });
}
