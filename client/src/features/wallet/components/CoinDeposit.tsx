// A coin deposit: the person's own address for the coin with its QR code, the network and the confirmations the
// chain needs, and the warning to send only that coin on that network.
import type { Coin } from '@sikka/shared/constants';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { appErrorOf } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useDepositAddress } from '../api/wallet.ts';

export function CoinDeposit({ coin }: { coin: Coin }) {
  const { t } = useTranslation();
  const address = useDepositAddress(coin, true);
  const [copied, setCopied] = useState(false);

  if (address.isError)
    return (
      <FailedNotice title={t('wallet.addressFailed')} onRetry={() => void address.refetch()}>
        {appErrorOf(address.error).message}
      </FailedNotice>
    );
  const data = address.data;
  return (
    <div className="coin-deposit">
      <div className="coin-deposit__qr">
        {data ? (
          <QRCodeSVG value={data.address} size={176} marginSize={2} title={t('wallet.qrTitle', { coin })} />
        ) : (
          <Skeleton width="176px" height="176px" />
        )}
      </div>
      <div className="coin-deposit__details">
        <p className="coin-deposit__label">{t('wallet.yourAddress', { coin })}</p>
        {data ? (
          <code className="coin-deposit__address">{data.address}</code>
        ) : (
          <Skeleton width="100%" height="2.5rem" />
        )}
        <div className="coin-deposit__copy">
          <Button
            variant="secondary"
            size="small"
            disabled={!data}
            onClick={() => {
              if (!data) return;
              void navigator.clipboard?.writeText(data.address).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {t('wallet.copyAddress')}
          </Button>
          <span role="status" className="coin-deposit__copied">
            {copied ? t('wallet.copied') : ''}
          </span>
        </div>
        {data ? (
          <DataList
            lines={[
              { key: 'network', label: t('wallet.network'), value: data.network },
              {
                key: 'confirmations',
                label: t('wallet.confirmations'),
                value: t('wallet.confirmationsValue', { count: data.confirmations_required }),
              },
            ]}
          />
        ) : null}
        <Notice tone="pending">{t('wallet.coinWarning', { coin, network: data?.network ?? '' })}</Notice>
      </div>
    </div>
  );
}
