import type { ConfigValues } from '../../../shared/domain/shop-config.js';
import type { Db } from '../../db/database.js';
import { loadConfig } from './configuration.service.js';

/** The shop settings the money path reads (spec §3), taken from the one configuration with its defaults. */
export interface OrderSettings {
  reservationMinutes: number;
  maxQuantityPerCustomer: number;
  /** Open (unpaid, unexpired) holds one e-mail address may have at once. */
  openHoldsPerCustomer: number;
  autoSendTickets: boolean;
  orderConfirmationMail: boolean;
}

export function orderSettingsOf(values: ConfigValues): OrderSettings {
  return {
    reservationMinutes: Number(values.ticket_reservation_minutes),
    maxQuantityPerCustomer: Number(values.max_order_quantity_per_customer),
    openHoldsPerCustomer: Number(values.reservation_limit_per_customer),
    autoSendTickets: values.auto_eticket_sending !== false,
    orderConfirmationMail: values.order_confirmation_mail !== false,
  };
}

export async function readOrderSettings(db: Db): Promise<OrderSettings> {
  return orderSettingsOf((await loadConfig(db)).values);
}
