import type { ClampReason } from '../../../shared/domain/order-limits';
import type { Translate } from '../../i18n/use-shop-text';

/** The notice of a quantity cut to a limit, naming the limit (in German what shared/domain clampNotice says). */
export function clampText(t: Translate, reason: ClampReason): string {
  switch (reason.kind) {
    case 'remaining':
      return t('flow.clamp.remaining', { count: reason.remaining, category: reason.category, max: reason.max });
    case 'category':
      return t('flow.clamp.category', { count: reason.categoryLimit, category: reason.category, max: reason.max });
    case 'order':
      return t('flow.clamp.order', { count: reason.orderMax, category: reason.category, max: reason.max });
  }
}
