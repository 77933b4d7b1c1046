import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { PaymentConfigResponse } from '../../../shared/api/orders.js';
import type { AppContext } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { checkoutUniverse, paypalClientId } from './providers.js';
import { TEST_SDK_SCRIPT } from './test-sdk.js';
import { TestProvider } from './test-provider.js';

const ApproveRequest = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export async function paymentsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  /** What the checkout needs to load the payment buttons; the PayPal secret never appears here. */
  app.get('/payments/config.php', async (): Promise<PaymentConfigResponse> => {
    const universe = await checkoutUniverse(ctx);
    const test = universe.provider === 'test';
    return {
      success: true,
      provider: universe.provider,
      test_mode: test,
      client_id: test ? 'test' : paypalClientId(ctx, universe),
      currency: 'EUR',
      intent: 'capture',
      ...(test ? { sdk_base_url: 'payments/test/sdk.js' } : {}),
      environment: universe.is_sandbox ? 'sandbox' : 'production',
    };
  });

  app.get('/payments/test/sdk.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(TEST_SDK_SCRIPT),
  );

  /** The test buttons' "approve in the PayPal window". */
  app.post('/payments/test/approve.php', { schema: { body: ApproveRequest } }, async (request) => {
    const { id } = request.body as { id: string };
    const approved = await new TestProvider(ctx.db).approve(id);
    if (!approved) throw badRequest('Diese Testzahlung gibt es nicht oder sie ist schon abgeschlossen.', 'TEST_ORDER_UNKNOWN');
    return { success: true, id, status: 'APPROVED' };
  });
}
