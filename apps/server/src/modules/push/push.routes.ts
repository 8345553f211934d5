import { errorBody, messageBody } from '@clutch/contract/common';
import { PUSH_MESSAGES, pushEndpoints, pushPublicKey, pushSubscription, pushSubscriptionDelete, pushSubscriptionInput } from '@clutch/contract/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { createPushService } from './push.service.ts';

const tags = ['push'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

export async function pushRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createPushService(app.ctx, app.log);

  r.get(
    pushEndpoints.publicKey.path,
    {
      config: { access: 'visitor' },
      schema: { tags, summary: "The server's VAPID public key, to subscribe a browser to web push with", response: { 200: pushPublicKey } },
    },
    async () => service.publicKey(),
  );

  r.post(
    pushEndpoints.subscribe.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Keep this browser's push subscription for the signed-in user (an endpoint already known moves to them)",
        security,
        body: pushSubscriptionInput,
        response: { 201: pushSubscription, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await service.subscribe(requireUser(request), request.body)),
  );

  r.delete(
    pushEndpoints.unsubscribe.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Forget one of the signed-in user's push subscriptions, by its endpoint",
        security,
        body: pushSubscriptionDelete,
        response: { 200: messageBody, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await service.unsubscribe(requireUser(request), request.body.endpoint);
      return { message: PUSH_MESSAGES.removed };
    },
  );
}
