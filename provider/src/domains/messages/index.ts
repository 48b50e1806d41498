// The messages domain: §3's messages, each written with the event it tells of.
import fp from 'fastify-plugin';
import { registerMessagesRoutes } from './messagesRoutes.ts';

export const messagesDomain = fp(
  async (app) => {
    registerMessagesRoutes(app.platform.serve, app.platform);
  },
  { name: 'messages' },
);
