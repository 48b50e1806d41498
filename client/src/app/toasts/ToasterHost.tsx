// sonner's Toaster, in a chunk of its own loaded with the first toast (lib/toast.ts).
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
// sonner's stylesheet as a file of ours: the CSP refuses the <style> it would inject (client/vite.config.ts).
import 'sonner/dist/styles.css';
import { TOAST_MOBILE_OFFSET, TOAST_OFFSET, TOAST_POSITION, toasterDemand } from '../../lib/toast.ts';

export default function ToasterHost({ theme }: { theme: 'light' | 'dark' }) {
  // The Toaster's own effect (its subscription) runs before this one: toasts sent now are heard.
  useEffect(() => toasterDemand.up(toast), []);
  return (
    <Toaster
      position={TOAST_POSITION}
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_MOBILE_OFFSET}
      richColors
      theme={theme}
    />
  );
}
