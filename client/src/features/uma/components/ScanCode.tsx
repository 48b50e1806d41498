// UMA's 'Scan a QR code': a photo of a Sikka code (a request link or a handle) or the camera, decoded in the page by
// jsQR (loaded only when the scanner opens); what the code asks for fills the payer's form. Nothing is uploaded.
import type { UmaRequest } from '@sikka/shared/uma/rules';
import { umaRequestFromScan } from '@sikka/shared/uma/rules';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';

const NOT_A_CODE = 'No Sikka payment code was found in this picture. Try a sharper photo of the whole code.';
// Large photos are scaled down before decoding: a code is still readable, and a phone's 12 MP photo stays cheap.
const MAX_SIDE = 1200;

async function decode(pixels: ImageData): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
}

function pixelsOf(source: CanvasImageSource, width: number, height: number): ImageData | null {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

export function ScanCode({ onScanned }: { onScanned: (request: Partial<UmaRequest>) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Scan a QR code
      </Button>
      {open ? (
        <ScanDialog
          onClose={() => setOpen(false)}
          onScanned={(request) => {
            setOpen(false);
            onScanned(request);
          }}
        />
      ) : null}
    </>
  );
}

function ScanDialog({
  onClose,
  onScanned,
}: {
  onClose: () => void;
  onScanned: (request: Partial<UmaRequest>) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  // The latest callback, so a re-render never restarts the camera.
  const scanned = useRef(onScanned);
  scanned.current = onScanned;

  async function fromFile(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    try {
      const bitmap = await createImageBitmap(file);
      const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height);
      bitmap.close();
      const request = pixels ? umaRequestFromScan((await decode(pixels)) ?? '') : null;
      if (request) onScanned(request);
      else setProblem(NOT_A_CODE);
    } catch {
      setProblem('This file could not be read as a picture.');
    }
  }

  // The camera, while open: a frame decoded every quarter second until a Sikka code shows; the stream always stops.
  useEffect(() => {
    if (!camera) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        timer = setInterval(async () => {
          const frame = video.current;
          if (!frame || frame.videoWidth === 0) return;
          const pixels = pixelsOf(frame, frame.videoWidth, frame.videoHeight);
          const request = pixels ? umaRequestFromScan((await decode(pixels)) ?? '') : null;
          if (request && !stopped) scanned.current(request);
        }, 250);
      } catch (error) {
        setCamera(false);
        setProblem(
          error instanceof DOMException && error.name === 'NotAllowedError'
            ? 'The camera is blocked for this site. Allow it in the browser, or choose a photo of the code.'
            : 'No camera could be opened. Choose a photo of the code instead.',
        );
      }
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [camera]);

  return (
    <Dialog
      open
      size="medium"
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Scan a QR code"
      description="Point the camera at someone's Sikka code, or choose a photo of it. The picture never leaves this page."
      actions={
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <div className="uma-scan">
        <label className="uma-scan__file">
          <span>Choose a photo of the code</span>
          <input type="file" accept="image/*" onChange={(event) => void fromFile(event.target.files?.[0])} />
        </label>
        {camera ? (
          <video ref={video} className="uma-scan__video" muted playsInline aria-label="Camera preview" />
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              setProblem(null);
              setCamera(true);
            }}
          >
            Use the camera
          </Button>
        )}
        <p role="alert" className="uma-scan__problem">
          {problem ?? ''}
        </p>
      </div>
    </Dialog>
  );
}
