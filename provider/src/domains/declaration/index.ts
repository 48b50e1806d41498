// The declaration domain: a deposit or withdrawal above its threshold is held until the person signs its form
// (§9's transaction code); the wallet holds and releases money moves through its DeclarationService.
import fp from 'fastify-plugin';
import { registerDeclarationRoutes } from './declarationRoutes.ts';
import { DeclarationService } from './declarations.ts';

export { type Confirmation, DeclarationService, heldOrderOf } from './declarations.ts';

declare module 'fastify' {
  interface FastifyInstance {
    declarations: DeclarationService;
  }
}

export const declarationDomain = fp(
  async (app) => {
    const { platform } = app;
    const { db, clock, config, wallets, events, serve } = platform;
    const declarations = new DeclarationService(db, clock, config.DECLARATION_THRESHOLDS, wallets, events);
    app.decorate('declarations', declarations);
    registerDeclarationRoutes(serve, platform, declarations);
  },
  { name: 'declaration' },
);
