// The kyc domain: profile verification's steps (§4 /in/profile-setup), the documents, the operator's review and the
// auto-reviewer, UPI ids.
import fp from 'fastify-plugin';
import { registerKycAdminRoutes } from './kycAdminRoutes.ts';
import { registerKycRoutes } from './kycRoutes.ts';
import { createKycServices } from './kycServices.ts';
import { registerUpiRoutes } from './upiRoutes.ts';

export { KycDocuments } from './kycDocuments.ts';
export { kycRequired, maskPan } from './kycRecords.ts';

export const kycDomain = fp(
  async (app) => {
    const { platform } = app;
    const kyc = createKycServices({ ...platform, store: platform.documents });
    const deps = { ...platform, kyc };
    registerKycRoutes(platform.serve, deps);
    registerUpiRoutes(platform.serve, platform);
    platform.operator.register((serve) => registerKycAdminRoutes(serve, deps));
    platform.lifecycle.add(kyc);
  },
  { name: 'kyc' },
);
