// One contract: every provider call the BFF may make is served by the provider from the very same descriptor
// (shared/src/<domain>/calls.ts), so the two cannot disagree on a path, a method, a schema or who may call.

import { routePattern } from '@sikka/shared/contract';
import { exchangeFileCalls } from '@sikka/shared/exchange/calls';
import { kycFileCalls } from '@sikka/shared/kyc/calls';
import { kycDocumentUploadPath } from '@sikka/shared/kyc/documents';
import { userFileCalls } from '@sikka/shared/user/calls';
import { walletFileCalls } from '@sikka/shared/wallet/calls';
import { providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { ALLOWED_CALLS } from './calls.ts';
import { CSV_EXPORT_PATHS } from './client.ts';

const provider = providerForFile();

describe('the BFF calls only what the provider serves from the shared descriptors', () => {
  it('every call the BFF may make is a route the provider registered from that descriptor', () => {
    const unserved = [...ALLOWED_CALLS]
      .filter((call) => !provider.app.served.has(call))
      .map((call) => `${call.method} ${call.path}`);
    expect(unserved).toEqual([]);
  });

  it("the BFF's raw paths (uploads, the picture, the CSV exports) are file calls the provider serves", () => {
    const fileCalls = [
      ...Object.values(userFileCalls),
      ...Object.values(walletFileCalls),
      ...Object.values(exchangeFileCalls),
      ...Object.values(kycFileCalls),
    ];
    for (const call of fileCalls)
      expect(provider.app.served.has(call), `${call.method} ${call.path}`).toBe(true);
    const paths = fileCalls.map((call) => routePattern(call.path));
    for (const path of CSV_EXPORT_PATHS) expect(paths).toContain(path);
    expect(paths).toContain(routePattern(userFileCalls.profileImage.path));
    expect(kycDocumentUploadPath('pan_card')).toBe(
      kycFileCalls.uploadDocument.path.replace('{kind}', 'pan_card'),
    );
  });

  it('each of them answers on its path and method (a described route, not a 404)', async () => {
    for (const call of ALLOWED_CALLS) {
      const answer = await provider.app.inject({ method: call.method, url: call.path });
      expect(answer.statusCode, `${call.method} ${call.path}`).not.toBe(404);
    }
  });
});
