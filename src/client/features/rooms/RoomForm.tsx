import { type FormEvent, useState } from 'react';
import type { RoomDto, RoomSaveRequest } from '../../../shared/api/rooms';
import { layoutRows, layoutSize, validateRoom } from '../../../shared/domain/seat-layout';
import type { SeatRowPlan } from '../../../shared/domain/seats';
import { errorText, fieldErrors } from '../../lib/error-text';
import { saveRoom } from './rooms-api';
import { FormActions } from '../../components/FormActions';
import { useDismissWhenOnline } from '../../lib/use-dismiss-when-online';
import { SeatPlanEditor } from './SeatPlanEditor';

const blank: RoomSaveRequest = { name: '', location: '', status: 'Available', capacity: 0, rows: 0, seatsPerRow: 0 };

/** Create or edit a room; a seat layout (rows × seats per row) fixes the capacity the shop's seat step offers. */
export function RoomForm({ room, onDone, onCancel }: { room: RoomDto | null; onDone: (message: string) => void; onCancel: () => void }) {
  const [values, setValues] = useState<RoomSaveRequest>(
    room
      ? {
          id: room.id,
          name: room.name,
          location: room.location,
          status: room.status,
          capacity: room.capacity,
          rows: room.layout.rows,
          seatsPerRow: room.layout.seatsPerRow,
        }
      : blank,
  );
  // The drawn plan (issue 46); changing the rows or seats-per-row field starts it afresh.
  const [plan, setPlan] = useState<SeatRowPlan[]>(room?.plan ?? []);
  const [stage, setStage] = useState(room?.stage ?? 'top');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  useDismissWhenOnline(failure, () => setFailure(null));
  const [busy, setBusy] = useState(false);
  const withLayout = values.rows > 0 || values.seatsPerRow > 0;
  const set = <K extends keyof RoomSaveRequest>(key: K, value: RoomSaveRequest[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (key === 'rows' || key === 'seatsPerRow') setPlan(next.rows <= 26 && next.seatsPerRow <= 100 ? layoutRows(next.rows, next.seatsPerRow) : []);
  };
  // Rows and seats changed in the plan itself keep the two number fields in step (the longest row counts).
  const changePlan = (next: SeatRowPlan[]) => {
    setPlan(next);
    setValues((current) => ({ ...current, ...layoutSize(next) }));
  };
  const number = (text: string) => (text === '' ? 0 : Math.trunc(Number(text)) || 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRoom(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      onDone((await saveRoom(withLayout && plan.length ? { ...values, plan, stage } : { ...values, stage })).message);
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(errorText('Fehler beim Speichern', error));
    } finally {
      setBusy(false);
    }
  }

  const field = (id: keyof RoomSaveRequest, label: string, input: React.ReactNode) => (
    <div className="field">
      <label htmlFor={`room-${id}`}>{label}</label>
      {input}
      {errors[id] && <p className="field-error">{errors[id]}</p>}
    </div>
  );

  return (
    <form className="panel room-form" onSubmit={submit} noValidate aria-label={room ? `Spielstätte ${room.name} bearbeiten` : 'Spielstätte anlegen'}>
      <h2>{room ? `${room.name} bearbeiten` : 'Neue Spielstätte'}</h2>
      <div className="form-grid">
        {field('name', 'Name', <input id="room-name" value={values.name} onChange={(e) => set('name', e.target.value)} aria-invalid={Boolean(errors.name)} />)}
        {field('location', 'Adresse', <input id="room-location" value={values.location} onChange={(e) => set('location', e.target.value)} />)}
        {field(
          'status',
          'Status',
          <select id="room-status" value={values.status} onChange={(e) => set('status', e.target.value as RoomSaveRequest['status'])}>
            <option value="Available">Verfügbar</option>
            <option value="Occupied">Belegt</option>
          </select>,
        )}
      </div>
      <fieldset>
        <legend>Sitzplan (0 Reihen: freie Platzwahl)</legend>
        <div className="form-grid">
          {field(
            'rows',
            'Reihen',
            <input
              id="room-rows"
              type="number"
              min={0}
              max={26}
              value={values.rows}
              onChange={(e) => set('rows', number(e.target.value))}
              aria-invalid={Boolean(errors.rows)}
            />,
          )}
          {field(
            'seatsPerRow',
            'Plätze pro Reihe',
            <input
              id="room-seatsPerRow"
              type="number"
              min={0}
              max={100}
              value={values.seatsPerRow}
              onChange={(e) => set('seatsPerRow', number(e.target.value))}
              aria-invalid={Boolean(errors.seatsPerRow)}
            />,
          )}
          {!withLayout &&
            field(
              'capacity',
              'Kapazität (Plätze)',
              <input
                id="room-capacity"
                type="number"
                min={1}
                value={values.capacity}
                onChange={(e) => set('capacity', number(e.target.value))}
                aria-invalid={Boolean(errors.capacity)}
              />,
            )}
        </div>
        {withLayout && plan.length > 0 && <SeatPlanEditor plan={plan} stage={stage} onChange={changePlan} onStage={setStage} />}
        {errors.plan && <p className="field-error">{errors.plan}</p>}
      </fieldset>
      <FormActions busy={busy} failure={failure} onCancel={onCancel} />
    </form>
  );
}
