import { useEffect, useState } from 'react';
import { TICKET_QR_IMAGE } from '../../../shared/domain/ticket-qr';

/** A ticket's QR code as an image; the qrcode library loads with the ticket page only. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(value, TICKET_QR_IMAGE))
      .then((url) => !cancelled && setSrc(url))
      .catch(() => !cancelled && setSrc(null));
    return () => {
      cancelled = true;
    };
  }, [value]);
  return src ? (
    <img className="ticket-qr" src={src} alt={label} width={240} height={240} />
  ) : (
    <div className="ticket-qr ticket-qr--loading" role="img" aria-label={label} />
  );
}
