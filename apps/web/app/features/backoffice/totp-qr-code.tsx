import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import own from './totp-qr-code.module.css';

/** Big enough for a phone's camera at arm's length; low error correction keeps modules large. */
const QR_WIDTH = 224;

/**
 * The authenticator link as a QR code for a phone's camera, drawn in the browser: the secret
 * never leaves the tab for an image service. The library loads only when a dialog needs it.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(uri, { margin: 2, width: QR_WIDTH, errorCorrectionLevel: 'L' }),
      )
      .then((url) => isCurrent && setImage(url));
    return () => {
      isCurrent = false;
    };
  }, [uri]);
  return (
    <figure className={own.qr}>
      {image ? (
        <img
          src={image}
          width={QR_WIDTH}
          height={QR_WIDTH}
          alt={t('backoffice.operators.qrLabel')}
        />
      ) : (
        <div className={own.placeholder} aria-hidden="true" />
      )}
      <figcaption className={own.hint}>{t('backoffice.operators.qrHint')}</figcaption>
    </figure>
  );
}
