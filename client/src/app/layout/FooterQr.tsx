// The footer's QR code, in a chunk of its own: it loads when the footer comes near the screen (Footer.tsx).
import { QRCodeSVG } from 'qrcode.react';

export default function FooterQr({ value, title }: { value: string; title: string }) {
  return (
    <QRCodeSVG
      value={value}
      size={112}
      level="M"
      marginSize={2}
      bgColor="#ffffff"
      fgColor="#0f172a"
      title={title}
    />
  );
}
