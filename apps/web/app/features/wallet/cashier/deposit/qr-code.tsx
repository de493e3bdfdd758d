import { QR_WIDTH_PX } from '@croupier/contract/constants';
import { useEffect, useState } from 'react';
import styles from '../cashier.module.css';

/**
 * The payment URI as a QR code, 176 px wide (spec section 9), drawn as an SVG image. The encoder
 * loads with the wallet, never with the page.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [source, setSource] = useState<string>();
  useEffect(() => {
    let isCurrent = true;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toString(value, {
          type: 'svg',
          width: QR_WIDTH_PX,
          margin: 1,
          errorCorrectionLevel: 'M',
        }),
      )
      .then(
        (svg) =>
          isCurrent && setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
        () => {},
      );
    return () => {
      isCurrent = false;
    };
  }, [value]);
  return (
    <div className={styles.qr}>
      {source ? (
        <img src={source} alt={label} width={QR_WIDTH_PX} height={QR_WIDTH_PX} />
      ) : (
        <span className={styles.qrPlaceholder} aria-hidden="true" />
      )}
    </div>
  );
}
