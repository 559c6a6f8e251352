import { defineMessages } from 'react-intl';

/**
 * The price and the upgrade button's words, apart from the card's (messages.ts): the paywall, the exit
 * page and the streak celebration show a price without downloading the card's texts.
 */
export default defineMessages({
  // The paywall's ids, kept for the shared button so their translations carry over.
  upgradeFor: {
    id: 'learning.upgradeButton.buttonText',
    defaultMessage: 'Upgrade for {price}',
    description:
      'Button to the upgrade page; {price} is the price, possibly after the original price struck through.',
  },
  originalPrice: {
    id: 'learning.upgradeButton.screenReaderInlinePrices',
    defaultMessage: 'Original price: {price}',
    description:
      'Screen-reader text for the struck-through original price when a discount applies (upgrade buttons of the content paywall, the upgrade card and the course exit page).',
  },
  discountedPrice: {
    id: 'learning.upgrade.price.discounted',
    defaultMessage: 'Discounted price: {price}',
    description: 'Screen-reader text for the price after a discount.',
  },
  amountWithSymbol: {
    id: 'learning.upgrade.price.symbol',
    defaultMessage: '{symbol}{amount}',
    description:
      'A price when the currency has no code the browser knows: {symbol} is the currency symbol the server gave ("$"), {amount} the formatted number.',
  },
});
