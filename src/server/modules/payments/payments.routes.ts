import { Type } from 'typebox';
import { answers, fileAnswers } from '../../../shared/api/errors.js';
import { PaymentConfigResponse } from '../../../shared/api/orders.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { invalid } from '../../domain-errors.js';
import { checkoutUniverse, paypalClientId } from './providers.js';
import { TEST_SDK_SCRIPT } from './test-sdk.js';
import { TestProvider } from './test-provider.js';

const ApproveRequest = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const ApproveResponse = Type.Object({ success: Type.Literal(true), id: Type.String(), status: Type.Literal('APPROVED') });
const tags = ['Zahlungen'];

export async function paymentsRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  /** What the checkout needs to load the payment buttons; the PayPal secret never appears here. */
  const configSchema = {
    summary: 'Zahlungsart für die Kasse',
    description: 'Was die Kasse zum Laden der Zahlknöpfe braucht: Zahlungsdienst, Client-ID, Währung und Umgebung; nie das Secret.',
    tags,
    response: answers(PaymentConfigResponse),
  };
  app.get('/payments/config.php', { schema: configSchema }, async (): Promise<PaymentConfigResponse> => {
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

  const sdkSchema = {
    summary: 'Test-Zahlknöpfe',
    description: 'Skript der eingebauten Testzahlung anstelle von PayPals SDK.',
    tags,
    response: fileAnswers('text/javascript', 'JavaScript'),
  };
  app.get('/payments/test/sdk.js', { schema: sdkSchema }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(TEST_SDK_SCRIPT),
  );

  /** The test buttons' "approve in the PayPal window". */
  const approveSchema = {
    summary: 'Testzahlung bestätigen',
    description: 'Bestätigt eine Zahlung des eingebauten Testzahlungsdienstes wie „Freigeben“ im PayPal-Fenster.',
    tags,
    body: ApproveRequest,
    response: answers(ApproveResponse),
  };
  app.post('/payments/test/approve.php', { schema: approveSchema }, async (request) => {
    const { id } = request.body;
    const approved = await new TestProvider(ctx.db).approve(id);
    if (!approved) throw invalid('Diese Testzahlung gibt es nicht oder sie ist schon abgeschlossen.', 'TEST_ORDER_UNKNOWN');
    return { success: true as const, id, status: 'APPROVED' as const };
  });
}
