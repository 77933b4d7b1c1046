/**
 * Group discount (issue 33.2, spec §3 "group ticket discount 10 percent"): the configured percentage off
 * the tickets of one order from the configured number of tickets on. A percentage of 0 switches it off.
 */
export interface GroupDiscountRule {
  percent: number;
  minTickets: number;
}

export function groupDiscountApplies(rule: GroupDiscountRule, ticketCount: number): boolean {
  return rule.percent > 0 && rule.minTickets > 0 && ticketCount >= rule.minTickets;
}

/** The discount in cents on the tickets' list prices, rounded to the cent. */
export function groupDiscountCents(rule: GroupDiscountRule, ticketsCents: number, ticketCount: number): number {
  if (!groupDiscountApplies(rule, ticketCount)) return 0;
  return Math.round((ticketsCents * Math.min(100, rule.percent)) / 100);
}

/** 'Gruppenrabatt 10 % ab 20 Tickets', as the cart, the order and the mail name it. */
export function groupDiscountLabel(rule: GroupDiscountRule): string {
  return `Gruppenrabatt ${String(rule.percent).replace('.', ',')} % ab ${rule.minTickets} Tickets`;
}
