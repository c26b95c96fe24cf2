import { useEffect, useState } from 'react';
import { toString as renderQrSvg } from 'qrcode';
import { Spinner } from './spinner';
import './qr-code.css';

interface QrCodeProps {
  value: string;
  /** What the code is, for screen readers ('QR code of your BTC deposit address'). */
  label: string;
  size?: number;
}

/**
 * A scannable code, drawn as SVG so it stays sharp at any size. Dark on white with a quiet zone: wallet
 * cameras read that reliably, whatever the page's theme.
 */
export function QrCode({ value, label, size = 184 }: QrCodeProps) {
  const [rendered, setRendered] = useState<{ value: string; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    renderQrSvg(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#0b0f1f', light: '#ffffff' } })
      .then((svg) => {
        if (current) setRendered({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value]);

  return (
    <div className="qr-code" style={{ width: size, height: size }}>
      {rendered?.value === value ? <img src={rendered.src} alt={label} width={size} height={size} /> : <Spinner label={`Drawing ${label}`} />}
    </div>
  );
}
