// The QR of a Pix BR Code, drawn in the browser with `qrcode` (a PNG at twice the size shown, so it stays
// crisp for a phone camera). Loaded only with the Pix dialog, so the library never weighs on the finance
// screen's first load.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import QRCode from 'qrcode';

export default function PixQr({
  payload,
  label,
  size = 220,
}: {
  payload: string;
  label: string;
  size?: number;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: size * 2 })
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [payload, size]);
  if (!src) return <Skeleton variant="rectangular" width={size} height={size} aria-label={label} />;
  return (
    <Box
      component="img"
      src={src}
      alt={label}
      width={size}
      height={size}
      data-pix-payload={payload}
      sx={{ display: 'block', bgcolor: '#fff', maxWidth: '100%', height: 'auto' }}
    />
  );
}
