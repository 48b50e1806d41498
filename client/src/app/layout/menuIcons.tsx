// The icon of each shared menu entry (by its key) and of each dock icon name.
import type { DockIcon, MenuItem } from '@sikka/shared/routes/menus';
import { CoinIcon, Icon, type IconName } from '../../ui/Icon.tsx';

const ICONS: Readonly<Record<string, IconName>> = {
  dashboard: 'home',
  instant: 'instant',
  exchange: 'exchange',
  wallet: 'wallet',
  uma: 'uma',
  lending: 'lending',
  cryptoBasket: 'basket',
  subBroker: 'subBroker',
  shop: 'shop',
  more: 'more',
  logout: 'logout',
  messages: 'messages',
  transactionMessages: 'messages',
  profile: 'profile',
  help: 'help',
  aboutUs: 'about',
  policy: 'policy',
  rewards: 'gift',
  notifications: 'bell',
};

const COINS = { btc: 'bitcoin', eth: 'ether', usdt: 'usdt' } as const;

export function MenuIcon({ item, size = 20 }: { item: MenuItem; size?: number }) {
  const coin = COINS[item.key as keyof typeof COINS];
  if (coin) return <CoinIcon coin={coin} size={size} />;
  return <Icon name={ICONS[item.key] ?? 'more'} size={size} />;
}

export function DockIconOf({ icon, size = 22 }: { icon: DockIcon; size?: number }) {
  if (icon === 'bitcoin' || icon === 'ether' || icon === 'usdt') return <CoinIcon coin={icon} size={size} />;
  return <Icon name={icon} size={size} />;
}
