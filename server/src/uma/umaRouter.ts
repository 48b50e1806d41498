// The UMA router (/in/uma 'Send, Receive — Anytime, Anywhere.'): one's handle (read, choose), a transfer (OTP
// purpose 8 asked for through user.requestOtp) and the history; each its provider call (proxy.ts).
import { umaCalls } from '@sikka/shared/uma/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const umaRouter = router({
  handle: proxy(umaCalls.handle),
  setHandle: proxy(umaCalls.setHandle),
  send: proxy(umaCalls.send),
  transfers: proxy(umaCalls.transfers),
});
