import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EventDto } from '../../../shared/api/events';
import type { Reseat } from '../../../shared/domain/seat-clash';
import { DEFAULT_TICKET_MAX } from '../../../shared/domain/quantity';
import { addCartLines, replaceSeatedCartLines } from '../cart/index';
import { EventNotFound } from '../events/index';
import { useShopText } from '../../i18n/use-shop-text';
import { CategoryStep } from './CategoryStep';
import { DateStep } from './DateStep';
import { EventStep } from './EventStep';
import { FlowProgress } from './FlowProgress';
import { SeatStep } from './SeatStep';
import { useWaitingListOpen } from '../waiting-list/index';
import { cartLinesOf, categoryLimits, flowReducer, initialFlow, skippedSteps, stepsFor, totalTickets } from './ticket-flow';
import './tickets.css';

/** The nav's placeholder when no event is known (spec §2). */
export const NO_EVENT = 'unfollow-me';

function reseatOf(state: unknown): Reseat | undefined {
  const reseat = (state as { reseat?: Reseat } | null)?.reseat;
  return reseat && Array.isArray(reseat.seats) && Array.isArray(reseat.lost) ? reseat : undefined;
}

export function TicketFlow({ events, requestedName }: { events: EventDto[]; requestedName: string }) {
  // Sent back from the checkout after a seat was lost (issue 46 item 5): that performance's seats again.
  const location = useLocation();
  const [reseat] = useState(() => reseatOf(location.state));
  const [state, dispatch] = useReducer(flowReducer, undefined, () => initialFlow(events, requestedName, reseat));
  const { t, format, schoolText } = useShopText();
  const [saveFailed, setSaveFailed] = useState(false);
  const navigate = useNavigate();
  const event = events.find((e) => e.name === state.eventName);
  const performance = event?.performances.find((p) => p.id === state.performanceId);
  const waitingListOpen = useWaitingListOpen(event?.id);
  const setSeats = useCallback((seats: string[]) => dispatch({ type: 'set-seats', seats }), []);
  // A new step is announced: focus moves to its heading (issue 46), not on the first step the page opens with.
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    const heading = document.getElementById('step-heading');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [state.step]);

  if (requestedName !== NO_EVENT && !events.some((e) => e.name === requestedName) && events.length !== 1) {
    return <EventNotFound />;
  }

  const finish = async () => {
    if (!event) return;
    try {
      const lines = cartLinesOf(event, state);
      await (reseat ? replaceSeatedCartLines(reseat.performanceId, lines) : addCartLines(lines));
      navigate('/order/cart');
    } catch {
      setSaveFailed(true);
    }
  };

  return (
    <main className="page ticket-flow">
      <h1>{t('flow.title')}</h1>
      <FlowProgress steps={stepsFor(event)} skipped={skippedSteps(event)} current={state.step} onBack={(step) => dispatch({ type: 'go-to', step })} />
      {event && state.step !== 'event' && (
        <p className={`ticket-flow__summary${performance && state.step !== 'date' ? ' ticket-flow__date' : ''}`}>
          <span {...schoolText}>{event.title}</span>
          {/* The chosen date stays in view (issue 32 item 2), with a way to change it when there is a choice. */}
          {performance && state.step !== 'date' && (
            <strong>{t('flow.dateTime', { date: format.date(performance.starts_at), time: format.time(performance.starts_at) })}</strong>
          )}
          {performance && state.step !== 'date' && !skippedSteps(event).includes('date') && (
            <button type="button" className="link-button ticket-flow__change" onClick={() => dispatch({ type: 'go-to', step: 'date' })}>
              {t('flow.changeDate')}
            </button>
          )}
        </p>
      )}
      {state.step === 'event' && <EventStep events={events} chosen={state.eventName} onChoose={(e) => dispatch({ type: 'choose-event', event: e })} />}
      {state.step === 'date' && event && (
        <DateStep
          performances={event.performances}
          chosen={state.performanceId}
          onChoose={(id) => dispatch({ type: 'choose-date', performanceId: id })}
          waitingList={waitingListOpen ? { orderMax: event.order_max ?? DEFAULT_TICKET_MAX } : undefined}
        />
      )}
      {state.step === 'category' && event && (
        <CategoryStep
          rows={categoryLimits(event, state.performanceId)}
          quantities={state.quantities}
          orderMax={event.order_max ?? DEFAULT_TICKET_MAX}
          onChange={(categoryId, quantity, max) => dispatch({ type: 'set-quantity', categoryId, quantity, max })}
          onConfirm={() => (event.hasSeatSelection ? dispatch({ type: 'confirm-categories', hasSeatSelection: true }) : void finish())}
        />
      )}
      {state.step === 'seat' && event && performance && (
        <SeatStep
          eventName={event.name}
          performance={performance}
          needed={totalTickets(state)}
          chosen={state.seats}
          lost={reseat?.performanceId === performance.id ? reseat.lost : undefined}
          onChange={setSeats}
          onConfirm={() => void finish()}
        />
      )}
      {saveFailed && (
        <p role="alert" className="form-error">
          {t('flow.saveFailed')}
        </p>
      )}
    </main>
  );
}
