import { useIntl, type MessageDescriptor } from 'react-intl';
import type { UpgradePrice } from '@/rules/upgradePrice';
import { formatMoney } from './format';
import messages from './priceMessages';

/**
 * A price, with the original struck through after a discount. The struck text is hidden from screen
 * readers, which hear "Original price: $149" and "Discounted price: $126.65" instead.
 */
export function Price({
  price,
  originalPriceMessage = messages.originalPrice,
}: {
  price: UpgradePrice;
  /** The screen-reader words for the struck-through price ("Original price: {price}"). */
  originalPriceMessage?: MessageDescriptor;
}) {
  const intl = useIntl();
  const now = formatMoney(intl, price.price);
  if (!price.original) return <span className="upgrade-price">{now}</span>;
  const before = formatMoney(intl, price.original);
  return (
    <span className="upgrade-price">
      <del aria-hidden="true" className="me-1">
        {before}
      </del>
      <span className="visually-hidden">{intl.formatMessage(originalPriceMessage, { price: before })}</span>
      <span aria-hidden="true">{now}</span>
      <span className="visually-hidden">{intl.formatMessage(messages.discountedPrice, { price: now })}</span>
    </span>
  );
}

/** "Upgrade for {price}": a link to the upgrade page (the LMS's basket), styled as the primary button. */
export function UpgradeButton({
  href,
  price,
  onClick,
  className = 'btn btn-primary',
}: {
  href: string;
  price: UpgradePrice;
  onClick?: () => void;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <a className={className} href={href} onClick={onClick}>
      {intl.formatMessage(messages.upgradeFor, { price: <Price key="price" price={price} /> })}
    </a>
  );
}
